import { bffAdmin, bffOnly } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The access service, the recipient's side: codes, answers, grants, reactions and reports. */
export const manifest = serviceManifest({
  name: 'access',
  grpcPort: 50053,
  serves: {
    DescribeAccess: bffOnly,
    PreviewMessage: bffOnly,
    VerifyMessage: bffOnly,
    MarkRead: bffOnly,
    ReactToMessage: bffOnly,
    DeleteByAccess: bffOnly,
    // The bff asks only for the ids ListMessages gave the signed-in sender.
    GetReactions: bffOnly,
    IsDestroyed: { message: 'service' },
    // Media asks before it serves a recipient an attachment.
    IsGrantLive: { media: 'service' },
    ReportMessage: bffOnly,
    RequestChoicesLink: bffOnly,
    ListReports: bffAdmin,
    ResolveReport: bffAdmin,
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // AdmitRecipient (a preview's or a reading's admission, in one read of the row), LookupAccessCode (the
    // access page, and the grant's holder acting on the message), OpenForRecipient (a report's shared letter, for
    // the admin), GetDeletion (before forgetting a deleted message)
    message: ['AdmitRecipient', 'LookupAccessCode', 'OpenForRecipient', 'GetDeletion'],
    // ListMedia (the attachments a verified recipient sees)
    media: ['ListMedia'],
  },
  publishes: 'access',
  consumes: { 'forget-deleted': from('message', 'message.deleted') },
});
