import { AppError } from '@app/platform/errors';

export const checkInNotFound = () =>
  new AppError('NOT_FOUND', 'no such check-in', { reason: 'CHECK_IN_NOT_FOUND' });

export const switchClosed = (state: string) =>
  new AppError('FAILED_PRECONDITION', `the switch has ended (${state})`, { reason: 'SWITCH_CLOSED' });

/** A link from before the sender's last sign of life: it changes nothing, and tells nothing of the switch. */
export const checkInLinkEnded = () =>
  new AppError('FAILED_PRECONDITION', 'the link was issued before the last sign of life', {
    reason: 'CHECK_IN_LINK_ENDED',
  });

export const invitationNotFound = () =>
  new AppError('NOT_FOUND', 'no such invitation', { reason: 'CONTACT_INVITATION_NOT_FOUND' });

export const reviewNotFound = () =>
  new AppError('NOT_FOUND', 'no such review', { reason: 'REVIEW_NOT_FOUND' });
