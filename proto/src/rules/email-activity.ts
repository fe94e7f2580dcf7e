import { EmailActivityKind as EmailActivityKindEnum } from '../../gen/app/notification/v1/EmailActivityKind.ts';
import { enumValues } from './proto-enum.ts';

/**
 * The kinds of e-mail as the admin's activity log names them and filters by them, in the order the filter
 * offers them: the notification service maps its send log's kinds to these, the bff asks for one of them and
 * the web offers them.
 */
export const EMAIL_ACTIVITY_KINDS = enumValues(EmailActivityKindEnum);
export type EmailActivityKind = (typeof EMAIL_ACTIVITY_KINDS)[number];
