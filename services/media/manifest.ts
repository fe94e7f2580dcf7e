import { bffAdmin, userOf } from '@app/proto/call-rules';
import { from, serviceManifest } from '@app/proto/service-manifest';

/** The media service: attachments and account archives, encrypted at rest. */
export const manifest = serviceManifest({
  name: 'media',
  grpcPort: 50054,
  serves: {
    UploadMedia: { bff: { user: 'header.userId' } },
    // Access lists a verified recipient's attachments; the bff, only its signed-in owner's.
    ListMedia: { bff: { user: 'userId' }, access: 'service' },
    // Unnamed only with other proof: a recipient's grant (asked of access) or an archive its owner is building.
    GetMedia: { bff: { userIfNamed: 'userId' } },
    ReadMedia: { bff: { userIfNamed: 'userId' } },
    DeleteMedia: userOf,
    StartAccountArchive: userOf,
    StoreAccountArchive: { bff: { user: 'header.userId' } },
    GetAccountArchive: userOf,
    ReadAccountArchive: userOf,
    // The admin's dead letters and re-drive, alike in every service (packages/platform/src/event-admin.ts).
    ListDeadLetters: bffAdmin,
    RetryDeadLetter: bffAdmin,
    RedriveOutbox: bffAdmin,
  },
  calls: {
    // GetAccountClosure (before erasing anything of a closed account on `auth.user.deleted`)
    auth: ['GetAccountClosure'],
    // AcceptAttachment (a finished upload joins only an unsealed message), GetDeletion (before purging a
    // deleted message's attachments)
    message: ['AcceptAttachment', 'GetDeletion'],
    // IsGrantLive (before serving a recipient an attachment with their grant)
    access: ['IsGrantLive'],
  },
  publishes: 'media',
  consumes: {
    'purge-deleted': from('message', 'message.deleted'),
    'account-erasures': from('auth', 'auth.user.deleted'),
  },
});
