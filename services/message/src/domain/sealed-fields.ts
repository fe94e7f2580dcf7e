import { normalisePostalAddress, type PostalAddress } from '@app/proto/rules/postal-address';
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

/**
 * A letter's recipient as refusals know them (docs/architecture.md, "A recipient can refuse a sender"): a keyed
 * hash of their name and address as the envelope prints them, lower-cased, so one person at one door is one key
 * and another's letters are not theirs to refuse.
 */
export const postalRecipientKey = (deps: Pick<MessageDeps, 'accessCodePepper'>, address: PostalAddress) => {
  const { name, line1, line2, postalCode, city, region, country } = normalisePostalAddress(address);
  const parts = [name, line1, line2, postalCode, city, region, country].map((part) =>
    part.normalize('NFC').toLowerCase(),
  );
  return keyedHash(deps.accessCodePepper, 'postal-recipient', JSON.stringify(parts));
};

/** Who a message's refusals are about: the mailbox an e-mail reaches, or the person at the door a letter reaches. */
export const recipientKeyOf = (
  deps: Pick<MessageDeps, 'accessCodePepper'>,
  recipient: { deliveryMethod: string; recipientEmail: string; postalAddress: PostalAddress | null },
) =>
  recipient.deliveryMethod === 'email' || !recipient.postalAddress
    ? recipientKey(deps, recipient.recipientEmail)
    : postalRecipientKey(deps, recipient.postalAddress);

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
