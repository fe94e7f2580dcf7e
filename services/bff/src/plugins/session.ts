import { AppError } from '@app/platform/errors';
import type { User__Output } from '@app/proto/gen/app/auth/v1/User.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from './request-trace.ts';

/** `__Host-` pins the cookie to our own host over HTTPS; plain-http local runs cannot use that prefix. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-legado_session' : 'legado_session';
}

export function setSessionCookie(deps: BffDeps, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(deps.config.SECURE_COOKIES), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.SECURE_COOKIES,
    path: '/',
    maxAge: deps.config.SESSION_ABSOLUTE_DAYS * 86_400,
  });
}

export function clearSessionCookie(deps: BffDeps, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(deps.config.SECURE_COOKIES), {
    path: '/',
    secure: deps.config.SECURE_COOKIES,
    httpOnly: true,
    sameSite: 'lax',
  });
}

export function sessionToken(deps: BffDeps, request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(deps.config.SECURE_COOKIES)];
}

/** What the browser tells us about its person, remembered by auth for e-mails and dates. */
export function clientContext(request: FastifyRequest) {
  const timeZone = request.headers['x-time-zone'];
  return {
    // Only what the browser said: a request without Accept-Language must not overwrite a remembered language.
    language: request.headers['accept-language'] ? request.language : undefined,
    timeZone: typeof timeZone === 'string' && timeZone.length <= 64 ? timeZone : '',
    ip: request.ip,
  };
}

/** The signed-in user, validated by auth on every call; a dead session's cookie is cleared. */
export async function requireUser(
  deps: BffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User__Output> {
  const token = sessionToken(deps, request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'no session cookie', { reason: 'NOT_SIGNED_IN' });
  try {
    const { user, userAssertion } = await deps.auth.GetSession(
      { sessionToken: token, client: clientContext(request) },
      grpcOptions(request),
    );
    if (!user) throw new AppError('UNAUTHENTICATED', 'no user', { reason: 'NOT_SIGNED_IN' });
    request.userAssertion = userAssertion;
    return user;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') clearSessionCookie(deps, reply);
    throw error;
  }
}

/**
 * The signed-in admin, checked with auth on every admin call. Signed out is 401 like any account call; a
 * signed-in user who is not an admin gets the same 404 as a route that does not exist, so the admin calls
 * do not even show that they exist.
 */
export async function requireAdmin(
  deps: BffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<User__Output> {
  const user = await requireUser(deps, request, reply);
  if (user.role !== 'admin') {
    throw new AppError('NOT_FOUND', 'admin call by a non-admin', { reason: 'ROUTE_NOT_FOUND' });
  }
  return user;
}

/** The owner of a message call: the signed-in user as auth vouches for them, never what the body says. */
export async function requireOwner(deps: BffDeps, request: FastifyRequest, reply: FastifyReply) {
  return ownerOf(await requireUser(deps, request, reply));
}

/** The signed-in user as the message service's owner calls name them. */
export function ownerOf(user: User__Output) {
  return {
    userId: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    language: user.language,
  };
}
