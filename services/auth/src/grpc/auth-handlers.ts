import type { EventAdminDeps } from '@app/platform/event-admin';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { given, knownValue } from '@app/proto/rules/proto-enum';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@app/proto/rules/languages';
import { AppError } from '@app/platform/errors';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import { z } from 'zod';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { User as UserMessage } from '@app/proto/gen/app/auth/v1/User.ts';
import type { ClientContext__Output } from '@app/proto/gen/app/auth/v1/ClientContext.ts';
import type { AuthDeps } from '../domain/deps.ts';
import { getUser } from '../domain/get-user.ts';
import { issueEmailToken } from '../domain/issue-email-token.ts';
import { logIn } from '../domain/login.ts';
import { registerUser } from '../domain/register.ts';
import { requestEmailVerification } from '../domain/resend-verification.ts';
import { requestPasswordReset } from '../domain/request-password-reset.ts';
import { resetPassword } from '../domain/reset-password.ts';
import { resolveSession } from '../domain/get-session.ts';
import { closeSession } from '../domain/logout.ts';
import type { ClientSettings, User } from '../domain/user.ts';
import { verifyEmail } from '../domain/verify-email.ts';
import { removeBackupEmail } from '../domain/remove-backup-email.ts';
import { issuePhoneCode } from '../domain/issue-phone-code.ts';
import { getPhone } from '../domain/get-phone.ts';
import { removePhone } from '../domain/remove-phone.ts';
import { deleteAccount } from '../domain/delete-account.ts';
import { getAccountClosure } from '../domain/get-account-closure.ts';
import { getLastSignIn } from '../domain/get-last-sign-in.ts';
import { forgetFarewell } from '../domain/forget-farewell.ts';
import { getFarewell } from '../domain/get-farewell.ts';
import { getSmsCodeBudget } from '../domain/get-sms-code-budget.ts';
import { listAdmins } from '../domain/list-admins.ts';
import { nameUsers } from '../domain/name-users.ts';
import { setSuspended } from '../domain/suspend-user.ts';
import { setPhone } from '../domain/set-phone.ts';
import { verifyPhone } from '../domain/verify-phone.ts';
import { setBackupEmail } from '../domain/set-backup-email.ts';
import { verifyBackupEmail } from '../domain/verify-backup-email.ts';

// Ids are UUIDs in the database; anything else is treated as unknown rather than failing in the query.
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function toUserMessage(user: User): UserMessage {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    language: knownValue(LANGUAGES, user.language) ?? DEFAULT_LANGUAGE,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
    backupEmail: user.backupEmail ?? '',
    isBackupEmailVerified: user.isBackupEmailVerified,
    phone: user.phone ?? '',
    isPhoneVerified: user.isPhoneVerified,
    isSuspended: user.suspendedAt !== null,
  };
}

/** The assertion the bff sends with every call it makes for this user. */
function assertionOf(deps: AuthDeps, user: User): string {
  return deps.identity.assertUser({
    id: user.id,
    emailVerified: user.isEmailVerified,
    admin: user.role === 'admin',
  });
}

function toClient(client: ClientContext__Output | null): ClientSettings {
  return { language: given(client?.language), timeZone: client?.timeZone || undefined };
}

/** Thin mapping between the AuthService contract and the use cases. */
export function authHandlers(deps: AuthDeps & EventAdminDeps): AsyncHandlers<AuthServiceDefinition> {
  return {
    async Register(request) {
      const { user, sessionToken } = await registerUser(deps, {
        input: {
          username: request.username,
          email: request.email,
          password: request.password,
          fullName: request.fullName,
        },
        client: toClient(request.client),
      });
      return { user: toUserMessage(user), sessionToken, userAssertion: assertionOf(deps, user) };
    },
    async Login(request) {
      const { user, sessionToken } = await logIn(deps, {
        email: request.email,
        password: request.password,
        client: toClient(request.client),
      });
      return { user: toUserMessage(user), sessionToken, userAssertion: assertionOf(deps, user) };
    },
    async Logout(request) {
      await closeSession(deps, request.sessionToken);
      return {};
    },
    async GetSession(request) {
      const user = await resolveSession(deps, request.sessionToken, toClient(request.client));
      return { user: toUserMessage(user), userAssertion: assertionOf(deps, user) };
    },
    async ResendVerification(request) {
      if (!isUuid(request.userId))
        throw new AppError('UNAUTHENTICATED', 'bad user id', { reason: 'NOT_SIGNED_IN' });
      await requestEmailVerification(deps, request.userId);
      return {};
    },
    async VerifyEmail(request) {
      return verifyEmail(deps, request.token);
    },
    async RequestPasswordReset(request) {
      await requestPasswordReset(deps, request.email, toClient(request.client));
      return {};
    },
    async ResetPassword(request) {
      await resetPassword(deps, request.token, request.newPassword);
      return {};
    },
    async IssueEmailToken(request) {
      if (!isUuid(request.requestId)) {
        throw new AppError('NOT_FOUND', 'bad request id', { reason: 'EMAIL_REQUEST_NOT_FOUND' });
      }
      const issued = await issueEmailToken(deps, request.requestId);
      return {
        ...issued,
        language: knownValue(LANGUAGES, issued.language) ?? DEFAULT_LANGUAGE,
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
    async GetUser(request) {
      if (!isUuid(request.userId)) {
        throw new AppError('NOT_FOUND', 'bad user id', { reason: 'USER_NOT_FOUND' });
      }
      return { user: toUserMessage(await getUser(deps, request.userId)) };
    },
    async SetBackupEmail(request) {
      return { user: toUserMessage(await setBackupEmail(deps, request.userId, request.email)) };
    },
    async VerifyBackupEmail(request) {
      return verifyBackupEmail(deps, request.token);
    },
    async RemoveBackupEmail(request) {
      return { user: toUserMessage(await removeBackupEmail(deps, request.userId)) };
    },
    async SetPhone(request) {
      return setPhone(deps, request.userId, request.phone);
    },
    async VerifyPhone(request) {
      return verifyPhone(deps, request.userId, request.code);
    },
    async RemovePhone(request) {
      return removePhone(deps, request.userId);
    },
    async GetPhone(request) {
      return getPhone(deps, request.userId);
    },
    async DeleteAccount(request) {
      const deliverMessageIds = request.deliverMessageIds.filter(isUuid);
      await deleteAccount(deps, { userId: request.userId, password: request.password, deliverMessageIds });
      return {};
    },
    async GetLastSignIn(request) {
      const at = isUuid(request.userId) ? await getLastSignIn(deps, request.userId) : null;
      return { signedInAt: at?.toISOString() ?? '' };
    },
    async GetAccountClosure(request) {
      const closure = isUuid(request.userId) ? await getAccountClosure(deps, request.userId) : null;
      if (!closure) return {};
      return {
        closure: {
          userId: closure.userId,
          deliverMessageIds: closure.deliverMessageIds,
          closedAt: closure.closedAt.toISOString(),
        },
      };
    },
    async GetFarewell(request) {
      const farewell = isUuid(request.userId) ? await getFarewell(deps, request.userId) : null;
      if (!farewell) return {};
      return {
        farewell: {
          email: farewell.email,
          fullName: farewell.name,
          language: knownValue(LANGUAGES, farewell.language) ?? DEFAULT_LANGUAGE,
        },
      };
    },
    async ForgetFarewell(request) {
      if (isUuid(request.userId)) await forgetFarewell(deps, request.userId);
      return {};
    },
    async SuspendUser(request) {
      if (!isUuid(request.userId))
        throw new AppError('NOT_FOUND', 'bad user id', { reason: 'USER_NOT_FOUND' });
      await setSuspended(deps, request.userId, request.suspended);
      return {};
    },
    async GetSmsCodeBudget() {
      return getSmsCodeBudget(deps);
    },
    async ListAdmins() {
      return { admins: (await listAdmins(deps)).map(toUserMessage) };
    },
    async NameUsers(request) {
      return { users: await nameUsers(deps, request.userIds.filter(isUuid)) };
    },
    async IssuePhoneCode(request) {
      if (!isUuid(request.requestId)) {
        throw new AppError('NOT_FOUND', 'bad request id', { reason: 'PHONE_CODE_NOT_FOUND' });
      }
      const issued = await issuePhoneCode(deps, request.requestId);
      return { ...issued, language: knownValue(LANGUAGES, issued.language) ?? DEFAULT_LANGUAGE };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
