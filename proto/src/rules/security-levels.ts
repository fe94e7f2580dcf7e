import { SecurityLevel as SecurityLevelEnum } from '../../gen/app/common/v1/SecurityLevel.ts';
import { enumValues } from './proto-enum.ts';

/**
 * How a message is guarded, as every side needs it: the wizard (which questions it asks for), the message
 * service (which checks them), the access service (which counts wrong answers) and the recipient's page
 * (which shows the attempts left). The spec's numbers, written once.
 */
export const SECURITY_LEVELS = enumValues(SecurityLevelEnum);
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

export function isSecurityLevel(value: unknown): value is SecurityLevel {
  return typeof value === 'string' && (SECURITY_LEVELS as readonly string[]).includes(value);
}

/** The most questions a message asks (basic may ask up to this many, all at once). */
export const MAX_QUESTIONS = 3;

/** How many questions each level takes: none takes none, basic one to three, the stricter levels exactly one. */
export const QUESTION_LIMITS: Record<SecurityLevel, { min: number; max: number }> = {
  none: { min: 0, max: 0 },
  basic: { min: 1, max: MAX_QUESTIONS },
  intermediate: { min: 1, max: 1 },
  strict: { min: 1, max: 1 },
};

/** Wrong answers allowed by level; null is unlimited. Intermediate locks after 5, strict deletes after 3. */
export const MAX_ATTEMPTS: Record<SecurityLevel, number | null> = {
  none: null,
  basic: null,
  intermediate: 5,
  strict: 3,
};

/** What a limited level does when its attempts run out. */
export const onExhaustion = (level: SecurityLevel): 'lock' | 'destroy' =>
  level === 'strict' ? 'destroy' : 'lock';

/** The longest access code and answer a recipient may type (longer is never right; it is cut, not hashed). */
export const TYPED_CODE_MAX_LENGTH = 64;
export const TYPED_ANSWER_MAX_LENGTH = 500;
