import type { AccessServiceDefinition } from '../gen/app/access/v1/AccessService.ts';
import type { AuthServiceDefinition } from '../gen/app/auth/v1/AuthService.ts';
import type { MediaServiceDefinition } from '../gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '../gen/app/message/v1/MessageService.ts';
import type { NotificationServiceDefinition } from '../gen/app/notification/v1/NotificationService.ts';
import type { PaymentServiceDefinition } from '../gen/app/payment/v1/PaymentService.ts';
import type { SchedulerServiceDefinition } from '../gen/app/scheduler/v1/SchedulerService.ts';

/** Every process that signs its calls: the backend services and the bff. */
export const callerNames = [
  'auth',
  'bff',
  'message',
  'access',
  'media',
  'payment',
  'notification',
  'scheduler',
] as const;
export type CallerName = (typeof callerNames)[number];

/**
 * What a caller must show, besides its own signature, to call a method:
 * - `service`: nothing more; the caller acts for the product, not for a person.
 * - `user`: an assertion signed by auth for the person the request names at `field` (a dotted path in the
 *   request); an object beside that field may not claim a verified e-mail the assertion does not.
 * - `user-if-named`: the same, only when the request names a person there (guest pages pay and read with a
 *   payment token instead of a session).
 * - `admin`: an assertion signed by auth for an admin.
 */
export type CallerRule = 'service' | 'admin' | { user: string } | { userIfNamed: string };

/** Who may call one method, and with what. A caller not listed is refused. */
export type MethodPolicy = Partial<Record<CallerName, CallerRule>>;

type PolicyOf<D> = { [K in keyof D as string extends K ? never : K]: MethodPolicy };

const bffOnly: MethodPolicy = { bff: 'service' };
const bffAdmin: MethodPolicy = { bff: 'admin' };
const ownerOf: MethodPolicy = { bff: { user: 'owner.userId' } };
const userOf: MethodPolicy = { bff: { user: 'userId' } };

/**
 * Each gRPC method and its callers, drawn from the calls table in docs/architecture.md (which
 * `deploy/checks/call-policy.test.ts` holds it to). A method missing here does not compile; a server refuses
 * to start with a handler this table does not cover.
 */
export const callPolicy = {
  auth: {
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
    SetBackupEmail: userOf,
    VerifyBackupEmail: bffOnly,
    RemoveBackupEmail: userOf,
    SetPhone: userOf,
    VerifyPhone: userOf,
    RemovePhone: userOf,
    GetPhone: userOf,
    IssuePhoneCode: { notification: 'service' },
    DeleteAccount: userOf,
    SuspendUser: bffAdmin,
  } satisfies PolicyOf<AuthServiceDefinition>,
  message: {
    CreateMessage: ownerOf,
    AddQuestion: ownerOf,
    ListMessages: ownerOf,
    GetMessage: { bff: { userIfNamed: 'owner.userId' } },
    GetMessageFacts: ownerOf,
    ListRemovedMessages: ownerOf,
    MarkHasMedia: ownerOf,
    AcceptAttachment: { media: 'service' },
    SealMessage: ownerOf,
    DeleteMessage: ownerOf,
    CorrectRecipientEmail: ownerOf,
    ChangeTrustedContact: ownerOf,
    GetDeliveryEnvelope: { notification: 'service' },
    GetRecipientChoices: bffOnly,
    SetRecipientChoices: bffOnly,
    GetPostalLetter: { notification: 'service' },
    GetTrustedContact: { notification: 'service' },
    LookupAccessCode: { access: 'service' },
    OpenForRecipient: { access: 'service' },
    GetTombstone: { notification: 'service' },
    GetPayableMessage: { payment: 'service' },
    GetDeletion: { access: 'service', media: 'service', payment: 'service', scheduler: 'service' },
    GetReadyMessage: { scheduler: 'service' },
    SuggestText: ownerOf,
    GetAssistantStatus: bffOnly,
  } satisfies PolicyOf<MessageServiceDefinition>,
  access: {
    Access: bffOnly,
    Preview: bffOnly,
    Verify: bffOnly,
    MarkRead: bffOnly,
    React: bffOnly,
    DeleteByAccess: bffOnly,
    // The bff asks only for the ids ListMessages gave the signed-in sender.
    GetReactions: bffOnly,
    IsDestroyed: { message: 'service' },
    Report: bffOnly,
    RequestChoicesLink: bffOnly,
    ListReports: bffAdmin,
    ResolveReport: bffAdmin,
  } satisfies PolicyOf<AccessServiceDefinition>,
  media: {
    UploadMedia: { bff: { user: 'header.userId' } },
    // Access lists a verified recipient's attachments; the bff, only its signed-in owner's.
    ListMedia: { bff: { user: 'userId' }, access: 'service' },
    // Unnamed: the bff serves a signed link it checked, bound to the owner's session or the recipient's grant.
    GetMedia: { bff: { userIfNamed: 'userId' } },
    ReadMedia: { bff: { userIfNamed: 'userId' } },
    DeleteMedia: userOf,
    StartAccountArchive: userOf,
    StoreAccountArchive: { bff: { user: 'header.userId' } },
    GetAccountArchive: userOf,
    ReadAccountArchive: userOf,
  } satisfies PolicyOf<MediaServiceDefinition>,
  payment: {
    GetFreeDeliveries: { bff: { user: 'userId' }, message: 'service' },
    SpendFreeDelivery: { message: 'service' },
    GetPaymentOptions: bffOnly,
    QuoteDelivery: bffOnly,
    CreateOrder: { bff: { userIfNamed: 'payer.userId' } },
    // Notification reads an order for its receipt; the bff only for the order's payer (checked by payment).
    GetOrder: { notification: 'service', bff: { userIfNamed: 'payer.userId' } },
    ApproveSimulatedOrder: bffOnly,
    CaptureOrder: bffOnly,
    CancelOrder: { bff: { userIfNamed: 'payer.userId' } },
    HandlePaypalWebhook: bffOnly,
    ListMessagePayments: userOf,
    GetMessagePayment: { message: 'service' },
    ListDiscountCodes: bffAdmin,
    CreateDiscountCode: bffAdmin,
    SetDiscountCodeActive: bffAdmin,
    DeleteDiscountCode: bffAdmin,
    ListPaymentActivity: bffAdmin,
  } satisfies PolicyOf<PaymentServiceDefinition>,
  notification: {
    SendTestEmail: bffAdmin,
    ListEmailActivity: bffAdmin,
    CheckMailServer: bffAdmin,
    GetMailAuthentication: bffAdmin,
    ListDeadLetters: bffAdmin,
    ListPostalLetters: bffAdmin,
    RenderPostalLetter: bffAdmin,
    SetPostalLetterStatus: bffAdmin,
    // The bff asks only for the ids ListMessages gave the signed-in sender.
    GetLettersOfMessages: bffOnly,
  } satisfies PolicyOf<NotificationServiceDefinition>,
  scheduler: {
    IssueCheckInLink: { notification: 'service' },
    GetCheckIn: bffOnly,
    ConfirmCheckIn: bffOnly,
    SendNow: { bff: { userIfNamed: 'userId' } },
    SendTestCheckIn: userOf,
    PauseSwitch: userOf,
    ResumeSwitch: userOf,
    UndoRelease: userOf,
    GetTimeline: userOf,
    IssueContactLink: { notification: 'service' },
    GetContactCheck: bffOnly,
    AnswerContactCheck: bffOnly,
    IssueContactInvitationLink: { notification: 'service' },
    IssueReviewLink: { notification: 'service' },
    ConfirmReview: bffOnly,
    GetContactInvitation: bffOnly,
    AnswerContactInvitation: bffOnly,
    ListSwitches: userOf,
    GetLifeSignPreference: userOf,
    SetLifeSignPreference: userOf,
    CheckDeliveryDue: { message: 'service' },
    ListBouncingSwitches: bffAdmin,
  } satisfies PolicyOf<SchedulerServiceDefinition>,
} as const;

export type ServedName = keyof typeof callPolicy;
