import type { AsyncClient } from '@app/platform/grpc-client';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { AccessDb } from '../db/client.ts';

/** One recipient's attempt to open a message, for the audit trail: ids and outcomes, never a code or answer. */
export type AccessAudit = { outcome: string; messageId?: string; attempts?: number };

/** What the access use cases may use; main.ts builds it, tests build their own. */
export type AccessDeps = {
  db: AccessDb;
  message: Pick<
    AsyncClient<MessageServiceDefinition>,
    'AdmitRecipient' | 'LookupAccessCode' | 'OpenForRecipient' | 'GetDeletion'
  >;
  media: Pick<AsyncClient<MediaServiceDefinition>, 'ListMedia'>;
  /** How long a grant (proof of a right answer) lasts. */
  grantTtlSeconds: number;
  /** Records every attempt to open a message (main.ts writes it to the log). */
  audit: (entry: AccessAudit) => void;
  eventsWritten: () => void;
  now: () => Date;
};
