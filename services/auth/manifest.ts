import { bffAdmin, bffOnly, userOf } from '@app/proto/call-rules';
import { serviceManifest } from '@app/proto/service-manifest';

/** The auth service: accounts, sessions and the identities behind every call. */
export const manifest = serviceManifest({
  name: 'auth',
  grpcPort: 50051,
  serves: {
    Register: bffOnly,
    Login: bffOnly,
    Logout: bffOnly,
    GetSession: bffOnly,
    ResendVerification: userOf,
    VerifyEmail: bffOnly,
    RequestPasswordReset: bffOnly,
    ResetPassword: bffOnly,
    IssueEmailToken: { notification: 'service' },
    GetUser: { notification: 'service' },
    GetFarewell: { notification: 'service' },
    ForgetFarewell: { notification: 'service' },
    SetBackupEmail: userOf,
    VerifyBackupEmail: bffOnly,
    RemoveBackupEmail: userOf,
    SetPhone: userOf,
    VerifyPhone: userOf,
    RemovePhone: userOf,
    GetPhone: userOf,
    IssuePhoneCode: { notification: 'service' },
    DeleteAccount: userOf,
    GetAccountClosure: {
      media: 'service',
      message: 'service',
      notification: 'service',
      payment: 'service',
      scheduler: 'service',
    },
    GetLastSignIn: { scheduler: 'service' },
    SuspendUser: bffAdmin,
    GetSmsCodeBudget: bffAdmin,
    ListAdmins: { notification: 'service' },
    // The admin's re-drive of its outbox (packages/platform/src/event-admin.ts).
    RedriveOutbox: bffAdmin,
    NameUsers: bffAdmin,
  },
  calls: {},
  publishes: 'auth',
  consumes: {},
});
