import { AppError } from '@app/platform/errors';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import { readinessServiceName } from '@app/platform/grpc-server';
import {
  addressSuppressionLifted,
  adminLogs as adminLogsAnswer,
  bouncingSwitches as bouncingSwitchesAnswer,
  deliveryBacklog as deliveryBacklogAnswer,
  smsCodeBudget as smsCodeBudgetAnswer,
  discountCode,
  discountCodeDeleted,
  discountCodeList,
  mailAuthentication as mailAuthenticationAnswer,
  systemStatus as systemStatusAnswer,
  testEmailSent,
  type AdminLogs,
  type SystemStatus,
} from '@app/proto/api/admin';
import type { DiscountCode__Output } from '@app/proto/gen/app/payment/v1/DiscountCode.ts';
import { EMAIL_ACTIVITY_KINDS } from '@app/proto/rules/email-activity';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '@app/proto/rules/email-address';
import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import { knownValue, required } from '@app/proto/rules/proto-enum';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BackendServiceName, BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { smsBudgetState } from '@app/proto/rules/phone';
import { withAllowances } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireAdmin } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

/** A discount code as the admin panel shows it (the spec's entity: null where the proto says "none"). */
function discountCodeView(code: DiscountCode__Output) {
  return {
    id: code.id,
    code: code.code,
    percentage: code.percentage,
    validUntil: code.validUntil || null,
    maxUses: code.maxUses > 0 ? code.maxUses : null,
    currentUses: code.currentUses,
    active: code.active,
    createdAt: code.createdAt,
  };
}

// Shapes only; the rules (length, characters, range) are the payment service's, whose reasons come back as
// the user's words. Numbers may arrive as text from a form field.
const createBody = z.object({
  code: z.string().max(100).nullish(),
  percentage: z.union([z.number(), z.string().max(20)]).nullish(),
  maxUses: z.union([z.number(), z.string().max(20)]).nullish(),
  validUntil: z.string().max(64).nullish(),
});
const activeBody = z.object({ active: z.boolean() });
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
const testEmailBody = z.object({
  to: z.string().max(254).nullish(),
  subject: z.string().max(200).nullish(),
  message: z.string().max(10_000).nullish(),
});
const liftBody = z.object({ email: z.string().max(EMAIL_MAX_LENGTH) });
const bouncingSwitchesQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

const logsQuery = z.object({
  source: z.enum(['', 'payment', 'email']).default(''),
  kind: z
    .string()
    .regex(/^[a-z_.]{0,64}$/)
    .default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const invalid = (reason: string, field: string) =>
  new AppError('INVALID_ARGUMENT', `bad ${field}`, { reason, field });

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A whole number from JSON or a form's text; NaN for anything else (3.5, "10 %", true). */
const wholeNumber = (value: number | string) =>
  typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/** The create form's body, checked field by field so each refusal names its field in the user's words. */
function discountToCreate(raw: z.infer<typeof createBody>) {
  if (blank(raw.code)) throw invalid('DISCOUNT_FIELDS_MISSING', 'code');
  if (blank(raw.percentage)) throw invalid('DISCOUNT_FIELDS_MISSING', 'percentage');
  const percentage = wholeNumber(raw.percentage!);
  if (
    !Number.isInteger(percentage) ||
    percentage < DISCOUNT_PERCENT_MIN ||
    percentage > DISCOUNT_PERCENT_MAX
  ) {
    throw invalid('DISCOUNT_PERCENT_INVALID', 'percentage');
  }
  let maxUses = 0;
  if (!blank(raw.maxUses)) {
    maxUses = wholeNumber(raw.maxUses!);
    if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1_000_000_000) {
      throw invalid('DISCOUNT_MAX_USES_INVALID', 'maxUses');
    }
  }
  let validUntil = '';
  if (!blank(raw.validUntil)) {
    const parsed = z.iso.datetime({ offset: true }).safeParse(raw.validUntil);
    if (!parsed.success) throw invalid('DISCOUNT_VALID_UNTIL_INVALID', 'validUntil');
    validUntil = new Date(parsed.data).toISOString();
  }
  return { code: raw.code!.trim().toUpperCase(), percentage, maxUses, validUntil };
}

function discountId(request: FastifyRequest): string {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'DISCOUNT_CODE_NOT_FOUND' });
  return parsed.data.id;
}

type Component = SystemStatus['components'][number];

/** Runs one check, timing it; a check that throws or answers false is down. */
async function probe(name: string, check: () => Promise<boolean>): Promise<Component> {
  const started = performance.now();
  const ok = await check().catch(() => false);
  return {
    name,
    status: ok ? 'ok' : 'down',
    latencyMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  };
}

/** The spec's names for the services it lists; the others are named after themselves. */
const componentNames: Record<BackendServiceName, string> = {
  notification: 'email',
  scheduler: 'delivery',
  auth: 'auth',
  message: 'message',
  access: 'access',
  media: 'media',
  payment: 'payment',
};

/**
 * The live system status. Every service is asked for its gRPC readiness, which re-checks its own PostgreSQL and
 * NATS (and, for notification, SMTP); the spec's "database" is ok when every service that answers is ready
 * (a service that does not answer at all is down itself, which says nothing about its database). The mail
 * server is asked through notification (only it holds the SMTP settings), Redis by the bff itself. The
 * writing assistant is "not configured" without a provider; with one it is not asked to write (each answer
 * costs), so "ok" means configured.
 */
async function systemStatus(deps: BffDeps, request: FastifyRequest) {
  const deadlineMs = Math.min(deps.config.GRPC_DEADLINE_MS, 2_000);
  const readiness = new Map<BackendServiceName, 'SERVING' | 'NOT_SERVING' | 'UNREACHABLE'>();
  const services = await Promise.all(
    (Object.keys(deps.serviceAddresses) as BackendServiceName[]).map((service) =>
      probe(componentNames[service], async () => {
        const status = await checkGrpcHealth(
          deps.serviceAddresses[service],
          readinessServiceName,
          deadlineMs,
        ).catch(() => 'UNREACHABLE' as const);
        readiness.set(
          service,
          status === 'SERVING' ? 'SERVING' : status === 'UNREACHABLE' ? status : 'NOT_SERVING',
        );
        return status === 'SERVING';
      }),
    ),
  );
  const [mailServer, ...own] = await Promise.all([
    probe('mailServer', async () => {
      const { ok } = await deps.notification.CheckMailServer({}, grpcOptions(request, deadlineMs + 2_000));
      return ok;
    }),
    ...deps.readiness.map((dependency) => probe(dependency.name, () => dependency.check().then(() => true))),
  ]);
  const answered = [...readiness.values()].filter((status) => status !== 'UNREACHABLE');
  const checkedAt = new Date().toISOString();
  const database: Component = {
    name: 'database',
    status: answered.length > 0 && answered.every((status) => status === 'SERVING') ? 'ok' : 'down',
    latencyMs: Math.max(...services.map((s) => s.latencyMs ?? 0)),
    checkedAt,
  };
  const ai: Component = await deps.message.GetAssistantStatus({}, grpcOptions(request, deadlineMs)).then(
    ({ available }): Component => ({
      name: 'ai',
      status: available ? 'ok' : 'not_configured',
      latencyMs: null,
      checkedAt,
    }),
    (): Component => ({ name: 'ai', status: 'down', latencyMs: null, checkedAt }),
  );
  const byName = new Map(services.map((component) => [component.name, component]));
  const ordered = ['email', 'delivery', 'auth', 'message', 'access', 'media', 'payment'].map((name) =>
    byName.get(name)!,
  );
  const components = [ordered[0]!, mailServer!, database, ai, ...ordered.slice(1), ...own];
  const healthy = components.every((component) => component.status !== 'down');
  return { status: healthy ? 'ok' : 'degraded', checkedAt, components };
}

type LogEntry = AdminLogs['entries'][number];

/**
 * The admin's logs: payment's trail and notification's send log, merged newest first. Both hold ids, kinds,
 * outcomes and amounts only (never an address, a code, an answer or content), and this adds nothing else. A
 * source that does not answer is named in `unavailable` and the other is still shown.
 */
async function adminLogs(deps: BffDeps, request: FastifyRequest, query: z.infer<typeof logsQuery>) {
  const options = grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  const unavailable: string[] = [];
  const wanted = (source: 'payment' | 'email') => query.source === '' || query.source === source;
  // A kind that is no e-mail's (a payment's, or none at all) has no e-mail entries: notification is not asked.
  const emailKind = query.kind === '' ? undefined : knownValue(EMAIL_ACTIVITY_KINDS, query.kind);
  const emailWanted = wanted('email') && (query.kind === '' || emailKind !== undefined);
  const [payment, email] = await Promise.all([
    wanted('payment')
      ? deps.payment
          // Payment filters by nothing but its count, so a kind is looked for in its longest answer.
          .ListPaymentActivity({ limit: query.kind ? 200 : query.limit }, options)
          .then(({ entries }): LogEntry[] =>
            entries
              .filter((entry) => query.kind === '' || entry.kind === query.kind)
              .map((entry) => ({
                at: entry.at,
                source: 'payment',
                kind: entry.kind,
                status: entry.kind === 'order.failed' ? 'failed' : 'ok',
                reference: entry.orderId,
                messageId: entry.messageId || null,
                amountCents: entry.amountCents,
                detail: entry.detail,
              })),
          )
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'payment activity unavailable');
            unavailable.push('payment');
            return [];
          })
      : [],
    emailWanted
      ? deps.notification
          .ListEmailActivity({ limit: query.limit, kind: emailKind }, options)
          .then(({ entries }): LogEntry[] =>
            entries.map((entry) => ({
              at: entry.at,
              source: 'email',
              kind: required(entry.kind, 'e-mail kind'),
              status: required(entry.status, 'e-mail status'),
              reference: entry.messageId,
              messageId: null,
              amountCents: null,
              detail: entry.detail,
            })),
          )
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'e-mail activity unavailable');
            unavailable.push('email');
            return [];
          })
      : [],
  ]);
  const entries = [...payment, ...email]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, query.limit);
  return { entries, unavailable: unavailable.sort() };
}

/** The admin panel's calls (docs/admin-api.md); every one checks the admin role with auth first. */
export function registerAdminRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/admin/discount-codes', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { codes } = await deps.payment.ListDiscountCodes({}, call(request));
    return checkedAnswer(discountCodeList, codes.map(discountCodeView));
  });

  app.post('/api/admin/discount-codes', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const input = discountToCreate(parseBody(createBody, request));
    const created = await deps.payment.CreateDiscountCode(input, call(request));
    return reply.status(201).send(checkedAnswer(discountCode, discountCodeView(created)));
  });

  app.patch('/api/admin/discount-codes/:id', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const id = discountId(request);
    const { active } = parseBody(activeBody, request);
    return checkedAnswer(
      discountCode,
      discountCodeView(await deps.payment.SetDiscountCodeActive({ id, active }, call(request))),
    );
  });

  app.delete('/api/admin/discount-codes/:id', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    await deps.payment.DeleteDiscountCode({ id: discountId(request) }, call(request));
    return checkedAnswer(discountCodeDeleted, {
      success: true,
      message: translate('DISCOUNT_CODE_DELETED', request.language),
    });
  });

  app.post('/api/send-test-email', async (request, reply) => {
    const admin = await requireAdmin(deps, request, reply);
    const body = parseBody(testEmailBody, request);
    if (blank(body.to) || blank(body.subject) || blank(body.message)) {
      throw new AppError('INVALID_ARGUMENT', 'fields missing', { reason: 'FIELDS_REQUIRED' });
    }
    const to = body.to!.trim();
    if (!z.email().safeParse(to).success) throw invalid('EMAIL_INVALID', 'to');
    const subject = body.subject!.trim();
    const { sentAt } = await withAllowances(
      deps,
      request,
      [{ limit: 'test-email-admin', subject: admin.id }],
      () =>
        deps.notification.SendTestEmail(
          { to, subject, message: body.message!, language: request.language, requestedBy: admin.id },
          // SMTP gets the whole deadline plus its own handshake time.
          grpcOptions(request, deps.config.GRPC_DEADLINE_MS + 10_000),
        ),
    );
    return checkedAnswer(testEmailSent, {
      message: translate('TEST_EMAIL_SENT', request.language),
      details: { to, subject, sentAt },
    });
  });

  // An address whose letters rest after a bounce, lifted by the admin (its owner says it works again).
  app.post('/api/admin/address-suppressions/lift', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const body = parseBody(liftBody, request);
    const email = body.email.trim();
    if (!isEmailAddress(email)) throw invalid('EMAIL_INVALID', 'email');
    const { lifted } = await deps.message.LiftAddressSuppression({ email }, call(request));
    return checkedAnswer(addressSuppressionLifted, {
      lifted,
      message: translate(lifted ? 'ADDRESS_SUPPRESSION_LIFTED' : 'ADDRESS_NOT_SUPPRESSED', request.language),
    });
  });

  app.get('/api/admin/status', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    return checkedAnswer(systemStatusAnswer, await systemStatus(deps, request));
  });

  app.get('/api/admin/mail-authentication', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    return checkedAnswer(
      mailAuthenticationAnswer,
      await deps.notification.GetMailAuthentication({}, call(request)),
    );
  });

  app.get('/api/admin/logs', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = logsQuery.safeParse(request.query ?? {});
    if (!query.success) throw new AppError('INVALID_ARGUMENT', 'bad logs query', { reason: 'BAD_REQUEST' });
    return checkedAnswer(adminLogsAnswer, await adminLogs(deps, request, query.data));
  });

  app.get('/api/admin/bouncing-switches', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = bouncingSwitchesQuery.safeParse(request.query ?? {});
    if (!query.success)
      throw new AppError('INVALID_ARGUMENT', 'bad bouncing-switches query', { reason: 'BAD_REQUEST' });
    const { switches } = await deps.scheduler.ListBouncingSwitches(query.data, call(request));
    // Each switch by its sender's name and address (auth's), not the ids the scheduler keeps.
    const { users } =
      switches.length > 0
        ? await deps.auth.NameUsers({ userIds: switches.map((row) => row.userId) }, call(request))
        : { users: [] };
    const named = new Map(users.map((user) => [user.id, { name: user.fullName, email: user.email }]));
    return checkedAnswer(bouncingSwitchesAnswer, {
      switches: switches.map((row) => ({
        ...row,
        state: required(row.state, 'switch state'),
        sender: named.get(row.userId) ?? null,
      })),
    });
  });

  app.get('/api/admin/delivery-backlog', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const backlog = await deps.scheduler.GetDeliveryBacklog({}, call(request));
    return checkedAnswer(deliveryBacklogAnswer, {
      ...backlog,
      oldestDatedDueAt: backlog.oldestDatedDueAt || null,
      oldestStepDueAt: backlog.oldestStepDueAt || null,
    });
  });

  // Near the day's SMS code budget, senders are soon refused their codes (or numbers are being pumped): the status
  // tab warns from SMS_BUDGET_WARNING_SHARE on, whenever it is looked at, not once per code sent.
  app.get('/api/admin/sms-budget', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { spent, budget } = await deps.auth.GetSmsCodeBudget({}, call(request));
    const state = smsBudgetState(spent, budget);
    const warningKey = { ok: null, near: 'SMS_BUDGET_NEAR', spent: 'SMS_BUDGET_SPENT' } as const;
    const key = warningKey[state];
    return checkedAnswer(smsCodeBudgetAnswer, {
      spent,
      budget,
      state,
      warning: key && translate(key, request.language, { spent, budget }),
      checkedAt: new Date().toISOString(),
    });
  });
}
