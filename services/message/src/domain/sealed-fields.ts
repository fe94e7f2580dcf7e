import type { PostalAddress } from '@app/proto/rules/postal-address';
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

/** A letter's address as it was stored at creation (validated then), or null for a message that has none. */
export function openPostalAddress(
  deps: Pick<MessageDeps, 'keyRing'>,
  messageId: string,
  value: string | null,
): PostalAddress | null {
  return value === null ? null : (JSON.parse(open(deps, messageId, 'postalAddress', value)) as PostalAddress);
}
