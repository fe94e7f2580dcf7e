/**
 * What an account's fields must be (the spec's numbers): one definition for the auth service, which enforces
 * them, and the web's forms, which say so before a round trip.
 */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  passwordMax: 128,
  fullNameMin: 3,
  fullNameMax: 100,
} as const;

/** Letters, digits and underscores only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
