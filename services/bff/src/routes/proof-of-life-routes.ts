import type { ContactCheck__Output } from '@app/proto/gen/app/scheduler/v1/ContactCheck.ts';
import type { ContactInvitation__Output } from '@app/proto/gen/app/scheduler/v1/ContactInvitation.ts';
import { CONTACT_INVITATION_ANSWERS } from '@app/proto/rules/trusted-contact';
import { required } from '@app/proto/rules/proto-enum';
import { AppError } from '@app/platform/errors';
import {
  checkInAnswer,
  contactAnswer,
  contactInvitationAnswer,
  reviewAnswer,
} from '@app/proto/api/proof-of-life';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { addressSubject } from '../plugins/client-address.ts';
import { enforceLimits, withAllowances } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireOwner, requireUser, sessionToken } from '../plugins/session.ts';
import { lifeProofView } from '../views/life-proof-view.ts';
import { checkedAnswer } from './checked-answer.ts';

const tokenBody = z.object({ token: z.string().min(1).max(100) });
const idParams = z.object({ id: z.uuid() });
const pauseBody = z.object({ until: z.string().max(10) });
const calendarDay = z.iso.date();

function parseToken(request: FastifyRequest): string {
  const parsed = tokenBody.safeParse(request.body ?? {});
  if (!parsed.success) {
    throw new AppError('INVALID_ARGUMENT', 'bad token', { reason: 'CHECK_IN_NOT_FOUND', field: 'token' });
  }
  return parsed.data.token;
}

/**
 * Proof of life's calls: the check-in link's page (read, confirm, send now, cancel) and the sender's test
 * check-in. The token comes in the body (the page reads it from the link's fragment), so no log holds it.
 */
export function registerProofOfLifeRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  const limitByAddress = (request: FastifyRequest) =>
    enforceLimits(deps, request, [{ limit: 'token-ip', subject: addressSubject(request.ip) }]);

  /** Whether the signed-in user, if any, is the switch's sender. */
  async function canManage(
    request: FastifyRequest,
    reply: Parameters<typeof requireUser>[2],
    userId: string,
  ) {
    if (!sessionToken(deps, request)) return false;
    try {
      return (await requireUser(deps, request, reply)).id === userId;
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return false;
      throw error;
    }
  }

  app.post('/api/proof-of-life/check-in', async (request, reply) => {
    const token = parseToken(request);
    await limitByAddress(request);
    const found = await deps.scheduler.GetCheckIn({ token }, call(request));
    return checkedAnswer(checkInAnswer, {
      messageId: found.messageId,
      ...lifeProofView(found),
      canManage: await canManage(request, reply, found.userId),
      isTest: found.testCheckIn,
    });
  });

  app.post('/api/proof-of-life/confirm', async (request, reply) => {
    const token = parseToken(request);
    await limitByAddress(request);
    const confirmed = await deps.scheduler.ConfirmCheckIn({ token }, call(request));
    return checkedAnswer(checkInAnswer, {
      messageId: confirmed.messageId,
      ...lifeProofView(confirmed),
      canManage: await canManage(request, reply, confirmed.userId),
      isTest: confirmed.testCheckIn,
    });
  });

  app.post('/api/proof-of-life/send-now', async (request, reply) => {
    const token = parseToken(request);
    await limitByAddress(request);
    const user = await requireUser(deps, request, reply);
    const released = await deps.scheduler.SendNow({ token, userId: user.id }, call(request));
    return checkedAnswer(checkInAnswer, {
      messageId: released.messageId,
      ...lifeProofView(released),
      canManage: true,
      isTest: released.testCheckIn,
    });
  });

  app.post('/api/proof-of-life/cancel', async (request, reply) => {
    const token = parseToken(request);
    await limitByAddress(request);
    const owner = await requireOwner(deps, request, reply);
    const found = await deps.scheduler.GetCheckIn({ token }, call(request));
    if (found.userId !== owner.userId) {
      throw new AppError('PERMISSION_DENIED', 'not the sender', { reason: 'NOT_YOUR_MESSAGE' });
    }
    if (!isOpenLifeProofState(found.state)) {
      throw new AppError('FAILED_PRECONDITION', 'switch ended', { reason: 'SWITCH_CLOSED' });
    }
    // The sender's own delete: the switch ends on message.deleted, and the delivery spent goes back.
    await deps.message.DeleteMessage({ owner, messageId: found.messageId }, call(request));
    return checkedAnswer(checkInAnswer, {
      messageId: found.messageId,
      state: 'cancelled',
      missedCheckIns: found.missedCheckIns,
      nextCheckInAt: null,
      deliversAt: found.deliverAt || null,
      canManage: true,
      isTest: found.testCheckIn,
    });
  });

  // The trusted contact's page: no sign-in (they have no account); their link answers only their question.
  const contactView = (check: ContactCheck__Output) =>
    checkedAnswer(contactAnswer, {
      state: required(check.state, 'contact state'),
      respondBy: check.respondBy || null,
    });

  app.post('/api/proof-of-life/contact', async (request) => {
    const token = parseToken(request);
    await limitByAddress(request);
    return contactView(await deps.scheduler.GetContactCheck({ token }, call(request)));
  });

  for (const answer of ['veto', 'release'] as const) {
    app.post(`/api/proof-of-life/contact/${answer}`, async (request) => {
      const token = parseToken(request);
      await limitByAddress(request);
      return contactView(await deps.scheduler.AnswerContactCheck({ token, answer }, call(request)));
    });
  }

  // The sender's twice-yearly review: its link's page confirms that everything armed stands (no sign-in needed).
  app.post('/api/proof-of-life/review', async (request) => {
    const token = parseToken(request);
    await limitByAddress(request);
    return checkedAnswer(reviewAnswer, await deps.scheduler.ConfirmReview({ token }, call(request)));
  });

  // The trusted contact's invitation to the role: no sign-in either; the link answers only the invitation.
  const invitationView = (invitation: ContactInvitation__Output) =>
    checkedAnswer(contactInvitationAnswer, {
      state: required(invitation.state, 'invitation state'),
      open: invitation.open,
    });

  app.post('/api/trusted-contact/invitation', async (request) => {
    const token = parseToken(request);
    await limitByAddress(request);
    return invitationView(await deps.scheduler.GetContactInvitation({ token }, call(request)));
  });

  for (const answer of CONTACT_INVITATION_ANSWERS) {
    app.post(`/api/trusted-contact/invitation/${answer}`, async (request) => {
      const token = parseToken(request);
      await limitByAddress(request);
      return invitationView(await deps.scheduler.AnswerContactInvitation({ token, answer }, call(request)));
    });
  }

  const messageIdOf = (request: FastifyRequest) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'SWITCH_NOT_FOUND' });
    return params.data.id;
  };

  app.post('/api/messages/:id/life-proof/pause', async (request, reply) => {
    const messageId = messageIdOf(request);
    const parsed = pauseBody.safeParse(request.body ?? {});
    if (!parsed.success || !calendarDay.safeParse(parsed.data.until).success) {
      throw new AppError('INVALID_ARGUMENT', 'not a day', { reason: 'PAUSE_DATE_NOT_A_DAY', field: 'until' });
    }
    const user = await requireUser(deps, request, reply);
    const paused = await deps.scheduler.PauseSwitch(
      { messageId, userId: user.id, untilDay: parsed.data.until },
      call(request),
    );
    return lifeProofView(paused);
  });

  app.post('/api/messages/:id/life-proof/resume', async (request, reply) => {
    const messageId = messageIdOf(request);
    const user = await requireUser(deps, request, reply);
    return lifeProofView(await deps.scheduler.ResumeSwitch({ messageId, userId: user.id }, call(request)));
  });

  app.post('/api/messages/:id/life-proof/undo-release', async (request, reply) => {
    const messageId = messageIdOf(request);
    const user = await requireUser(deps, request, reply);
    return lifeProofView(await deps.scheduler.UndoRelease({ messageId, userId: user.id }, call(request)));
  });

  app.post('/api/messages/:id/test-check-in', async (request, reply) => {
    const messageId = messageIdOf(request);
    const user = await requireUser(deps, request, reply);
    // An e-mail sent: counted only when the scheduler sends it (not for a message without a switch).
    await withAllowances(
      deps,
      request,
      [{ limit: 'test-check-in-user', subject: user.id, reason: 'SENT_TOO_OFTEN' }],
      () => deps.scheduler.SendTestCheckIn({ messageId, userId: user.id }, call(request)),
    );
    return reply.status(202).send({});
  });
}
