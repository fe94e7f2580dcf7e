import type { AsyncClient } from '@app/platform/grpc-client';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { AccessDb } from '../db/client.ts';

/** What the access use cases may use; main.ts builds it, tests build their own. */
export type AccessDeps = {
  db: AccessDb;
  message: Pick<
    AsyncClient<MessageServiceDefinition>,
    'LookupAccessCode' | 'CheckAnswers' | 'OpenForRecipient' | 'MarkRead' | 'DeleteForRecipient'
  >;
  media: Pick<AsyncClient<MediaServiceDefinition>, 'ListMedia'>;
  /** How long a grant (proof of a right answer) lasts. */
  grantTtlSeconds: number;
  eventsWritten: () => void;
  now: () => Date;
};
