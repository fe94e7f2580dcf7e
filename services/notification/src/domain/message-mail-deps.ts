import { AppError } from '@app/platform/errors';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { SchedulerServiceDefinition } from '@app/proto/gen/app/scheduler/v1/SchedulerService.ts';
import type { Language } from '@app/platform/i18n/catalogue';
import type { MailDeps } from './send-once.ts';

/** What the e-mails about messages need: the message and its sender are read over gRPC when sending. */
export type MessageMailDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetUser'>;
  message: Pick<
    AsyncClient<MessageServiceDefinition>,
    'GetDeliveryEnvelope' | 'GetTombstone' | 'GetPostalLetter' | 'GetTrustedContact'
  >;
  /** Mints the link tokens of proof-of-life e-mails; says whether a check-in was answered since one was sent. */
  scheduler: Pick<
    AsyncClient<SchedulerServiceDefinition>,
    | 'IssueCheckInLink'
    | 'IssueContactLink'
    | 'IssueContactInvitationLink'
    | 'IssueReviewLink'
    | 'WasCheckInAnsweredSince'
  >;
  publicUrl: string;
  /** Events were written to the outbox: the relay publishes them now rather than at its next poll. */
  eventsWritten: () => void;
};

export const toLanguage = (value: string): Language => (value === 'en' ? 'en' : 'es');

/** The other service says the message or user no longer exists: nothing left to write about. */
export const isGone = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** The sender (address, name, language) from auth; null once their account is gone. */
export async function senderOf(deps: Pick<MessageMailDeps, 'auth'>, userId: string) {
  try {
    return (await deps.auth.GetUser({ userId })).user;
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}
