import { required } from '@app/proto/rules/proto-enum';
import { AppError } from '@app/platform/errors';
import { confirmation, user as userAnswer } from '@app/proto/api/account';
import type { User__Output } from '@app/proto/gen/app/auth/v1/User.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { addressSubject } from '../plugins/client-address.ts';
import { enforceLimits, resetLimit, withAllowances } from '../plugins/rate-limits.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';
import {
  clearSessionCookie,
  clientContext,
  requireUser,
  sessionToken,
  setSessionCookie,
} from '../plugins/session.ts';

// Shapes only: missing fields become '' so the auth service reports the spec's message for that field.
const text = z.string().max(1_000).default('');
const registerBody = z.object({ username: text, email: text, password: text, fullName: text });
const loginBody = z.object({ email: text, password: text });
const tokenBody = z.object({ token: text });
const forgotBody = z.object({ email: text });
const resetBody = z.object({ token: text, password: text });

/** The user as `GET /api/user` shows it, free deliveries included (null if payment cannot say right now). */
async function userView(deps: BffDeps, request: FastifyRequest, user: User__Output) {
  let freeDeliveries: number | null = null;
  try {
    ({ freeDeliveries } = await deps.payment.GetFreeDeliveries({ userId: user.id }, grpcOptions(request)));
  } catch (error) {
    request.log.warn({ err: error }, 'free deliveries unavailable');
  }
  return checkedAnswer(userAnswer, {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: required(user.role, 'role'),
    isEmailVerified: user.isEmailVerified,
    freeDeliveries,
    language: required(user.language, 'language'),
    timeZone: user.timeZone,
    createdAt: user.createdAt,
  });
}

/** Sign-up, sign-in, sign-out, the current user, e-mail verification and password reset. */
export function registerAccountRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/user', async (request, reply) =>
    userView(deps, request, await requireUser(deps, request, reply)),
  );

  app.post('/api/register', async (request, reply) => {
    const body = parseBody(registerBody, request);
    await enforceLimits(deps, request, [{ limit: 'register-ip', subject: request.ip }]);
    const {
      user,
      sessionToken: token,
      userAssertion,
    } = await deps.auth.Register({ ...body, client: clientContext(request) }, call(request));
    if (!user) throw new AppError('INTERNAL', 'register returned no user');
    request.userAssertion = userAssertion;
    setSessionCookie(deps, reply, token);
    return reply.status(201).send(await userView(deps, request, user));
  });

  app.post('/api/login', async (request, reply) => {
    const body = parseBody(loginBody, request);
    const email = body.email.trim().toLowerCase();
    // Per account *and* address: a stranger guessing from elsewhere locks only themselves out, never the owner.
    const accountAttempts = `${addressSubject(request.ip)} ${email}`;
    await enforceLimits(deps, request, [
      { limit: 'login-ip', subject: request.ip },
      { limit: 'login-email', subject: accountAttempts },
    ]);
    const {
      user,
      sessionToken: token,
      userAssertion,
    } = await deps.auth.Login(
      { email, password: body.password, client: clientContext(request) },
      call(request),
    );
    if (!user) throw new AppError('INTERNAL', 'login returned no user');
    request.userAssertion = userAssertion;
    // Only failures count: a sign-in wipes the tries before it.
    await resetLimit(deps, request, 'login-email', accountAttempts);
    setSessionCookie(deps, reply, token);
    return userView(deps, request, user);
  });

  app.post('/api/logout', async (request, reply) => {
    const token = sessionToken(deps, request);
    if (token) await deps.auth.Logout({ sessionToken: token }, call(request));
    clearSessionCookie(deps, reply);
    return checkedAnswer(confirmation, { success: true, message: translate('SIGNED_OUT', request.language) });
  });

  app.post('/api/resend-verification', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    // Counted only when auth sends one (not to an address already confirmed).
    await withAllowances(
      deps,
      request,
      [{ limit: 'verification-user', subject: user.id, reason: 'SENT_TOO_OFTEN' }],
      () => deps.auth.ResendVerification({ userId: user.id }, call(request)),
    );
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('VERIFICATION_SENT', request.language),
    });
  });

  // The e-mail link opens a page (GET changes nothing); that page's button posts here.
  app.post('/api/verify-email', async (request) => {
    const { token } = parseBody(tokenBody, request);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    await deps.auth.VerifyEmail({ token }, call(request));
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('EMAIL_VERIFIED', request.language),
    });
  });

  app.post('/api/forgot-password', async (request) => {
    const { email } = parseBody(forgotBody, request);
    await enforceLimits(deps, request, [
      { limit: 'token-ip', subject: request.ip },
      { limit: 'email-user', subject: email.trim().toLowerCase() },
    ]);
    await deps.auth.RequestPasswordReset({ email, client: clientContext(request) }, call(request));
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('RESET_LINK_SENT', request.language),
    });
  });

  app.post('/api/reset-password', async (request) => {
    const { token, password } = parseBody(resetBody, request);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    await deps.auth.ResetPassword({ token, newPassword: password }, call(request));
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('PASSWORD_CHANGED', request.language),
    });
  });
}
