import { AppError } from '@app/platform/errors';
import type { AuthDeps } from './deps.ts';
import type { User } from './user.ts';

/** A sender's phone as their account page shows it, and whether this deployment sends SMS at all. */
export type PhoneView = { phone: string; isVerified: boolean; smsAvailable: boolean };

export function phoneView(deps: Pick<AuthDeps, 'config'>, user: User): PhoneView {
  return { phone: user.phone ?? '', isVerified: user.isPhoneVerified, smsAvailable: deps.config.SMS_ENABLED };
}

export const smsUnavailable = () =>
  new AppError('FAILED_PRECONDITION', 'this deployment sends no SMS', { reason: 'SMS_UNAVAILABLE' });
