import { given } from '@app/proto/rules/proto-enum';
import { AppError } from '@app/platform/errors';
import { isTimeZone } from '@app/proto/rules/time-zone';
import { LIFE_PROOF_CADENCES } from '@app/proto/rules/life-proof';
import { MESSAGE_TYPE_ALIASES, MESSAGE_TYPES, SCHEDULING_TYPES } from '@app/proto/rules/message-types';
import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import { SECURITY_LEVELS } from '@app/proto/rules/security-levels';
import { closedField } from './closed-field.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireOwner } from '../plugins/session.ts';
import { parseBody } from './parse-body.ts';
import { listOwnMessages, ownMessageView, readTimeline } from '../views/own-message-views.ts';

const text = z.string().max(60_000).default('');
const createBody = z.object({
  recipient: text,
  recipientEmail: text,
  subject: text,
  content: text,
  messageType: text,
  securityLevel: text,
  deliveryMethod: text,
  deliveryDate: z.union([z.string().max(64), z.null()]).default(null),
  // Proof of life only: once released, the message waits until this instant (the message service checks it).
  deliverNotBefore: z.union([z.string().max(64), z.null()]).default(null),
  schedulingType: text,
  // weekly, monthly or quarterly: how often proof of life asks (the message service checks it).
  lifeProofCadence: text,
  isAnonymous: z.boolean().default(false),
  senderCustomTitle: z.union([text, z.null()]).default(''),
  templateId: z.union([z.number().int(), z.null()]).default(null),
  questions: z
    .array(z.object({ question: text, answer: text }))
    .max(10)
    .default([]),
  // Where a letter goes (postal methods); the message service checks it against the country's format.
  postalAddress: z
    .object({
      name: text,
      line1: text,
      line2: text,
      postalCode: text,
      city: text,
      region: text,
      country: text,
    })
    .nullable()
    .default(null),
  // Proof of life's optional trusted contact; the message service checks it (and drops it for a dated one).
  trustedContact: z.object({ name: text, email: text }).nullable().default(null),
  // The name the recipient sees (step 1); the address is always the session's own.
  senderName: z.union([z.string().max(1_000), z.null()]).default(''),
  // Accepted because the spec's client sends it; never used: the address comes from the session.
  senderEmail: z.unknown().optional(),
  hasMedia: z.unknown().optional(),
});
const questionBody = z.object({ question: text, answer: text });
const patchBody = z.object({ hasMedia: z.literal(true) });
// The sender's time zone (their browser's), for proof of life's check-in hour; absent means Europe/Madrid.
const recipientEmailBody = z.object({ recipientEmail: text });
const trustedContactBody = z.object({
  name: z.string().max(1_000).default(''),
  email: z.string().max(1_000).default(''),
});
const sealBody = z.object({
  timeZone: z.string().max(64).refine(isTimeZone).optional(),
  /** Warned that the recipient's address bounced lately (409 RECIPIENT_ADDRESS_BOUNCED), the sender seals anyway. */
  confirmBouncedAddress: z.boolean().optional(),
});
const idParams = z.object({ id: z.string().max(64) });

function messageId(request: FastifyRequest): string {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'MESSAGE_NOT_FOUND' });
  return parsed.data.id;
}

/** The sender's calls: create, questions, list, read, seal, delete. Ownership is checked by the message service. */
export function registerMessageRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/messages', async (request, reply) => {
    const owner = await requireOwner(deps, request, reply);
    return listOwnMessages(deps, request, owner);
  });

  // The owner's messages deleted on the recipient's side: kinds and instants only (docs/proof-of-life-api.md).
  app.get('/api/messages/removed', async (request, reply) => {
    const owner = await requireOwner(deps, request, reply);
    const { messages } = await deps.message.ListRemovedMessages({ owner }, call(request));
    const orNull = (instant: string) => instant || null;
    return messages.map((m) => ({
      id: m.messageId,
      messageType: given(m.messageType) ?? null,
      deliveryMethod: given(m.deliveryMethod) ?? null,
      schedulingType: given(m.schedulingType) ?? null,
      reason: m.reason,
      recipient: m.recipient || null,
      subject: m.subject || null,
      createdAt: orNull(m.createdAt),
      sealedAt: orNull(m.sealedAt),
      deliveredAt: orNull(m.deliveredAt),
      readAt: orNull(m.readAt),
      deletedAt: m.deletedAt,
    }));
  });

  app.post('/api/messages', async (request, reply) => {
    const { senderEmail: _email, hasMedia: _media, ...body } = parseBody(createBody, request);
    const created = await deps.message.CreateMessage(
      {
        owner: await requireOwner(deps, request, reply),
        ...body,
        messageType: closedField(MESSAGE_TYPES, body.messageType, {
          reason: 'MESSAGE_TYPE_INVALID',
          field: 'messageType',
          aliases: MESSAGE_TYPE_ALIASES,
        }),
        securityLevel: closedField(SECURITY_LEVELS, body.securityLevel, {
          reason: 'SECURITY_LEVEL_INVALID',
          field: 'securityLevel',
        }),
        deliveryMethod: closedField(DELIVERY_METHODS, body.deliveryMethod, {
          reason: 'DELIVERY_METHOD_INVALID',
          field: 'deliveryMethod',
        }),
        schedulingType: closedField(SCHEDULING_TYPES, body.schedulingType, {
          reason: 'SCHEDULING_TYPE_INVALID',
          field: 'schedulingType',
        }),
        lifeProofCadence: closedField(LIFE_PROOF_CADENCES, body.lifeProofCadence, {
          reason: 'LIFE_PROOF_CADENCE_INVALID',
          field: 'lifeProofCadence',
        }),
        deliveryDate: body.deliveryDate ?? '',
        deliverNotBefore: body.deliverNotBefore ?? '',
        senderCustomTitle: body.senderCustomTitle ?? '',
        templateId: body.templateId ?? 0,
        postalAddress: body.postalAddress ?? undefined,
        trustedContact: body.trustedContact ?? undefined,
        // The spec's client writes 'Anónimo' when anonymous; the message service ignores it then.
        senderName: body.isAnonymous ? '' : (body.senderName ?? ''),
      },
      call(request),
    );
    return reply.status(201).send(created);
  });

  app.post('/api/messages/:id/questions', async (request, reply) => {
    const question = parseBody(questionBody, request);
    const id = messageId(request);
    const created = await deps.message.AddQuestion(
      { owner: await requireOwner(deps, request, reply), messageId: id, question },
      call(request),
    );
    return reply.status(201).send(created);
  });

  app.patch('/api/messages/:id', async (request, reply) => {
    parseBody(patchBody, request);
    const id = messageId(request);
    await deps.message.MarkHasMedia(
      { owner: await requireOwner(deps, request, reply), messageId: id },
      call(request),
    );
    return { id, hasMedia: true };
  });

  app.get('/api/messages/:id', async (request, reply) => {
    const id = messageId(request);
    // The guest payment pages read the message with the seal's payment token instead of a session.
    const query = z.object({ token: z.string().min(1).max(100) }).safeParse(request.query);
    const reader = query.success
      ? { paymentToken: query.data.token }
      : { owner: await requireOwner(deps, request, reply) };
    const found = await deps.message.GetMessage({ ...reader, messageId: id }, call(request));
    return ownMessageView(found);
  });

  app.post('/api/messages/:id/seal', async (request, reply) => {
    const id = messageId(request);
    const { timeZone, confirmBouncedAddress } = parseBody(sealBody, request);
    const sealed = await deps.message.SealMessage(
      {
        owner: await requireOwner(deps, request, reply),
        messageId: id,
        timeZone: timeZone ?? '',
        confirmBouncedAddress: confirmBouncedAddress ?? false,
      },
      call(request),
    );
    return {
      id: sealed.id,
      accessCode: sealed.accessCode,
      requiresPayment: sealed.requiresPayment,
      // For the payment page (a guest page: the token, not the session, says which message it pays).
      paymentToken: sealed.paymentToken || null,
      paymentTokenExpiresAt: sealed.paymentTokenExpiresAt || null,
    };
  });

  // Every step of the message with its instant, oldest first: metadata only (docs/proof-of-life-api.md).
  app.get('/api/messages/:id/timeline', async (request, reply) => {
    const id = messageId(request);
    const owner = await requireOwner(deps, request, reply);
    return readTimeline(deps, request, owner, id);
  });

  // After a failed delivery: the right address, and the message goes out to it again (docs/messages-api.md).
  app.post('/api/messages/:id/recipient-email', async (request, reply) => {
    const id = messageId(request);
    const { recipientEmail } = parseBody(recipientEmailBody, request);
    await deps.message.CorrectRecipientEmail(
      { owner: await requireOwner(deps, request, reply), messageId: id, recipientEmail },
      call(request),
    );
    return { success: true };
  });

  // A sealed proof-of-life message's new trusted contact, who is invited (docs/proof-of-life-api.md).
  app.post('/api/messages/:id/trusted-contact', async (request, reply) => {
    const id = messageId(request);
    const contact = parseBody(trustedContactBody, request);
    await deps.message.ChangeTrustedContact(
      { owner: await requireOwner(deps, request, reply), messageId: id, contact },
      call(request),
    );
    return { success: true };
  });

  app.delete('/api/messages/:id', async (request, reply) => {
    const id = messageId(request);
    await deps.message.DeleteMessage(
      { owner: await requireOwner(deps, request, reply), messageId: id },
      call(request),
    );
    return { success: true };
  });
}
