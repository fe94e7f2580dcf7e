import { describe, expect, it } from 'vitest';
import { Reaction } from '../gen/app/access/v1/Reaction.ts';
import { USER_ROLES } from '../src/api/account.ts';
import { EMAIL_ACTIVITY_KINDS } from '../src/rules/email-activity.ts';
import { MESSAGE_STATUSES } from '../src/rules/message-types.ts';
import { REACTIONS } from '../src/rules/reactions.ts';
import { closedValue, enumValues, given, knownValue, required } from '../src/rules/proto-enum.ts';

describe('closed sets read from the proto enums', () => {
  it('are the enum’s values in the .proto’s order, without the "not given" zero value', () => {
    expect(enumValues(Reaction)).toEqual(['love', 'like', 'laugh', 'celebrate', 'smile', 'sad', 'star']);
    expect(REACTIONS).toEqual(enumValues(Reaction));
    expect(() => enumValues({ NOTHING_UNSPECIFIED: 'NOTHING_UNSPECIFIED' })).toThrow();
  });

  it('are the same values the strings were: roles, a message’s status, the admin’s e-mail kinds', () => {
    expect(USER_ROLES).toEqual(['user', 'admin']);
    expect(MESSAGE_STATUSES).toEqual(['pending', 'delivered', 'read']);
    expect(EMAIL_ACTIVITY_KINDS).toEqual([
      'recipient_delivery',
      'sender_delivered',
      'sender_read',
      'sender_locked',
      'sender_deletion',
      'sender_delivery_failed',
      'sender_letter_returned',
      'life_proof_check_in',
      'trusted_contact_check',
      'recipient_deletion',
      'account_verification',
      'account_password_reset',
      'payment_receipt',
      'test',
      'account_archive',
      'admin_alert',
      'account_closed',
      'account_suspended',
    ]);
  });

  it('read a field that was not given as undefined, and a number the contract does not name as none of the values', () => {
    expect(given('REACTION_UNSPECIFIED')).toBeUndefined();
    expect(given(undefined)).toBeUndefined();
    expect(given('smile')).toBe('smile');
    const unnamed = given<'smile'>(99);
    expect(unnamed).toBe('99');
    expect(REACTIONS as readonly string[]).not.toContain(unnamed);
  });

  it('refuse an answer that comes without a field it always carries', () => {
    expect(required('love', 'reaction')).toBe('love');
    expect(() => required('REACTION_UNSPECIFIED', 'reaction')).toThrow(/reaction/);
  });

  it('take a client’s value in any case or by an alias, blank as none, anything else as unknown', () => {
    expect(closedValue(['specialMoments', 'love'], ' LOVE ')).toBe('love');
    expect(closedValue(['specialMoments', 'love'], 'specialmoments')).toBe('specialMoments');
    expect(closedValue(['specialMoments'], 'special_moments', { special_moments: 'specialMoments' })).toBe(
      'specialMoments',
    );
    expect(closedValue(['love'], '  ')).toBeUndefined();
    expect(closedValue(['love'], 'hate')).toBeNull();
  });

  it('read a stored value back only when it is one of the set', () => {
    expect(knownValue(['email', 'postal'], 'postal')).toBe('postal');
    expect(knownValue(['email', 'postal'], 'fax')).toBeUndefined();
    expect(knownValue(['email', 'postal'], null)).toBeUndefined();
  });
});
