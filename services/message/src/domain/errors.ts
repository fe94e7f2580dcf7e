import { AppError } from '@app/platform/errors';

/** The errors many use cases share: a message that is not the owner's (or not there), one already sealed. */
export const notFound = () =>
  new AppError('NOT_FOUND', 'no such message of this owner', { reason: 'MESSAGE_NOT_FOUND' });
export const alreadySealed = () =>
  new AppError('FAILED_PRECONDITION', 'message is sealed', { reason: 'MESSAGE_SEALED' });
