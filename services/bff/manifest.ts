import type { BffManifest } from '@app/proto/service-manifest';

/**
 * The bff (the web app and /api/*): it serves HTTP and calls every backend service. Of each, the admin's
 * ListDeadLetters and RetryDeadLetter (every service that consumes) and RedriveOutbox (every one)
 * (`services/bff/src/routes/admin-event-routes.ts`).
 */
export const manifest: BffManifest = {
  name: 'bff',
  calls: {
    // DeleteAccount (closing the account: the password, then auth.user.deleted), SuspendUser (the admin,
    // after a report), Register, Login, Logout, GetSession, ResendVerification, VerifyEmail,
    // RequestPasswordReset, ResetPassword, SetBackupEmail, VerifyBackupEmail, RemoveBackupEmail (the backup
    // address for proof of life), SetPhone, VerifyPhone, RemovePhone, GetPhone (the phone for the last chance
    // by SMS), GetSmsCodeBudget (the admin's status: the day's SMS codes against their budget), NameUsers (the
    // admin's status: the senders of the bouncing switches by name)
    auth: [
      'Register',
      'Login',
      'Logout',
      'GetSession',
      'ResendVerification',
      'VerifyEmail',
      'RequestPasswordReset',
      'ResetPassword',
      'SetBackupEmail',
      'VerifyBackupEmail',
      'RemoveBackupEmail',
      'SetPhone',
      'VerifyPhone',
      'RemovePhone',
      'GetPhone',
      'DeleteAccount',
      'SuspendUser',
      'GetSmsCodeBudget',
      'RedriveOutbox',
      'NameUsers',
    ],
    // the sender's message calls (`services/bff/src/routes/message-routes.ts`), GetMessageFacts for the
    // timeline, ListRemovedMessages; the writing assistant: SuggestText (a stream), GetAssistantStatus; a
    // recipient's choices: GetRecipientChoices, SetRecipientChoices; the admin's LiftAddressSuppression
    message: [
      'CreateMessage',
      'AddQuestion',
      'ListMessages',
      'GetMessage',
      'GetMessageFacts',
      'ListRemovedMessages',
      'MarkHasMedia',
      'SealMessage',
      'DeleteMessage',
      'CorrectRecipientEmail',
      'ChangeTrustedContact',
      'GetRecipientChoices',
      'SetRecipientChoices',
      'LiftAddressSuppression',
      'SuggestText',
      'GetAssistantStatus',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
    // the recipient's calls (`services/bff/src/routes/access-routes.ts`), ReportMessage and RequestChoicesLink
    // among them; GetReactions for the sender's list; the admin's ListReports, ResolveReport
    // (`admin-report-routes.ts`)
    access: [
      'DescribeAccess',
      'PreviewMessage',
      'VerifyMessage',
      'MarkRead',
      'ReactToMessage',
      'DeleteByAccess',
      'GetReactions',
      'ReportMessage',
      'RequestChoicesLink',
      'ListReports',
      'ResolveReport',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
    // attachments: UploadMedia and ReadMedia (streams), ListMedia, GetMedia, DeleteMedia
    // (`services/bff/src/routes/media-routes.ts`); a large account's archive: StartAccountArchive,
    // StoreAccountArchive and ReadAccountArchive (streams), GetAccountArchive
    media: [
      'UploadMedia',
      'ListMedia',
      'GetMedia',
      'ReadMedia',
      'DeleteMedia',
      'StartAccountArchive',
      'StoreAccountArchive',
      'GetAccountArchive',
      'ReadAccountArchive',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
    // GetFreeDeliveries; ListMessagePayments (what each card says was paid); paying
    // (`services/bff/src/routes/payment-routes.ts`, `docs/payment-api.md`); the admin panel:
    // List/Create/SetDiscountCodeActive/DeleteDiscountCode, ListPaymentActivity
    payment: [
      'GetFreeDeliveries',
      'GetPaymentOptions',
      'QuoteDelivery',
      'CreateOrder',
      'GetOrder',
      'ApproveSimulatedOrder',
      'CaptureOrder',
      'CancelOrder',
      'HandlePaypalWebhook',
      'ListMessagePayments',
      'ListDiscountCodes',
      'CreateDiscountCode',
      'SetDiscountCodeActive',
      'DeleteDiscountCode',
      'ListPaymentActivity',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
    // the admin panel: SendTestEmail, ListEmailActivity, CheckMailServer, GetMailAuthentication,
    // GetMailOutcomes, the postal queue (`services/bff/src/routes/admin-routes.ts`, `docs/postal-api.md`);
    // GetLettersOfMessages for the sender's cards
    notification: [
      'SendTestEmail',
      'ListEmailActivity',
      'CheckMailServer',
      'GetMailAuthentication',
      'GetMailOutcomes',
      'ListPostalLetters',
      'RenderPostalLetter',
      'SetPostalLetterStatus',
      'GetLettersOfMessages',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
    // proof of life: GetCheckIn, ConfirmCheckIn, SendNow, SendTestCheckIn, Pause/ResumeSwitch, UndoRelease,
    // ListSwitches, GetTimeline, GetContactCheck, AnswerContactCheck, GetContactInvitation,
    // AnswerContactInvitation, ConfirmReview (`docs/proof-of-life-api.md`), Get/SetLifeSignPreference
    // (`docs/account-api.md`); the admin panel's ListBouncingSwitches and GetDeliveryBacklog
    // (`docs/admin-api.md`); health
    scheduler: [
      'GetCheckIn',
      'ConfirmCheckIn',
      'SendNow',
      'SendTestCheckIn',
      'PauseSwitch',
      'ResumeSwitch',
      'UndoRelease',
      'GetTimeline',
      'GetContactCheck',
      'AnswerContactCheck',
      'ConfirmReview',
      'GetContactInvitation',
      'AnswerContactInvitation',
      'ListSwitches',
      'GetLifeSignPreference',
      'SetLifeSignPreference',
      'ListBouncingSwitches',
      'GetDeliveryBacklog',
      'ListDeadLetters',
      'RetryDeadLetter',
      'RedriveOutbox',
    ],
  },
};
