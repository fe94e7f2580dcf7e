import type { PostalAddress } from '@app/proto/rules/postal-address';
import type { TrustedContact } from '@app/proto/rules/trusted-contact';
import { decrypt, encrypt, keyedHash } from '@app/platform/encryption';
import type { MessageDeps } from './deps.ts';

/** Each encrypted value is bound to its message and field: moved elsewhere, it does not decrypt. */
export const seal = (deps: Pick<MessageDeps, 'keyRing'>, messageId: string, field: string, value: string) =>
  encrypt(deps.keyRing, value, `message:${messageId}:${field}`);

export const open = (deps: Pick<MessageDeps, 'keyRing'>, messageId: string, field: string, value: string) =>
  decrypt(deps.keyRing, value, `message:${messageId}:${field}`);

/** Reads one message's sealed fields; an absent one (null) reads as ''. */
export const fieldReader =
  (deps: Pick<MessageDeps, 'keyRing'>, messageId: string) => (field: string, value: string | null) =>
    value === null ? '' : open(deps, messageId, field, value);

/** The lookup key of a normalised access code. */
export const accessCodeHash = (deps: Pick<MessageDeps, 'accessCodePepper'>, normalisedCode: string) =>
  keyedHash(deps.accessCodePepper, 'access-code', normalisedCode);

/** A recipient's address as refusals know it (recipient-choices.ts): a keyed hash, never the address. */
export const recipientKey = (deps: Pick<MessageDeps, 'accessCodePepper'>, email: string) =>
  keyedHash(deps.accessCodePepper, 'recipient', email.trim().toLowerCase());

/** A letter's address as it was stored at creation (validated then), or null for a message that has none. */
export function openPostalAddress(
  deps: Pick<MessageDeps, 'keyRing'>,
  messageId: string,
  value: string | null,
): PostalAddress | null {
  return value === null ? null : (JSON.parse(open(deps, messageId, 'postalAddress', value)) as PostalAddress);
}

/** A proof-of-life message's trusted contact as stored at creation (validated then), or null. */
export function openTrustedContact(
  deps: Pick<MessageDeps, 'keyRing'>,
  messageId: string,
  value: string | null,
): TrustedContact | null {
  return value === null
    ? null
    : (JSON.parse(open(deps, messageId, 'trustedContact', value)) as TrustedContact);
}
