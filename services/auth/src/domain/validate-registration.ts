import { AppError } from '@app/platform/errors';
import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '@app/proto/rules/account';
import { isEmailAddress } from '@app/proto/rules/email-address';

export type RegistrationInput = { username: string; email: string; password: string; fullName: string };

const limits = ACCOUNT_LIMITS;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// An account's address gets its verification and reset links: the same strict check as a recipient's.
export const isValidEmail = isEmailAddress;

export function validatePassword(password: string): void {
  if (password.length < limits.passwordMin) {
    throw new AppError('INVALID_ARGUMENT', 'password too short', {
      reason: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
  }
  if (password.length > limits.passwordMax) {
    throw new AppError('INVALID_ARGUMENT', 'password too long', {
      reason: 'PASSWORD_TOO_LONG',
      field: 'password',
    });
  }
}

/** Checks the spec's registration rules in order and throws the first that fails; returns the cleaned input. */
export function validateRegistration(input: RegistrationInput): RegistrationInput {
  const email = normaliseEmail(input.email);
  const username = input.username.trim();
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  const fail = (reason: string, field: string) => {
    throw new AppError('INVALID_ARGUMENT', `invalid ${field}`, { reason, field });
  };
  if (!isValidEmail(email)) fail('EMAIL_INVALID', 'email');
  if (username.length < limits.usernameMin) fail('USERNAME_TOO_SHORT', 'username');
  if (username.length > limits.usernameMax) fail('USERNAME_TOO_LONG', 'username');
  if (!USERNAME_PATTERN.test(username)) fail('USERNAME_INVALID_CHARACTERS', 'username');
  validatePassword(input.password);
  if (fullName.length < limits.fullNameMin) fail('FULL_NAME_TOO_SHORT', 'fullName');
  if (fullName.length > limits.fullNameMax) fail('FULL_NAME_TOO_LONG', 'fullName');
  return { email, username, fullName, password: input.password };
}
