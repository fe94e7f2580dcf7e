import { PHONE_CODE_RULES } from '@app/proto/rules/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPhone } from '../src/domain/get-phone.ts';
import { issuePhoneCode } from '../src/domain/issue-phone-code.ts';
import { registerUser } from '../src/domain/register.ts';
import { removePhone } from '../src/domain/remove-phone.ts';
import { setPhone } from '../src/domain/set-phone.ts';
import { verifyPhone } from '../src/domain/verify-phone.ts';
import {
  appErrorOf,
  authDeps,
  fakeClock,
  hours,
  minutes,
  newRegistration,
  openAuthTestDatabase,
  outboxRowsOf,
  type AuthTestDatabase,
  type TestAuthDeps,
} from './helpers/auth-test-env.ts';

let env: AuthTestDatabase;

beforeAll(async () => {
  env = await openAuthTestDatabase('auth_phone');
});
afterAll(() => env?.close());

/** A sender whose address is confirmed: only they may ask for codes. */
async function newUser(deps: TestAuthDeps) {
  const { user } = await registerUser(deps, { input: newRegistration() });
  await env.sql.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [user.id]);
  return user;
}

let numbers = 600_100_000;
/** A Spanish mobile number no other test uses (the limits count per number across accounts). */
const freshNumber = () => `+34${(numbers += 1)}`;

/** The code of the newest request, as notification would ask for it when sending the SMS. */
async function latestCode(deps: TestAuthDeps, userId: string) {
  const requests = (await outboxRowsOf(env.sql, userId)).filter(
    (event) => event.type === 'auth.phone_verification.requested',
  );
  return issuePhoneCode(deps, requests.at(-1)!.payload.requestId as string);
}

describe('a phone for the last chance by SMS', () => {
  it('is saved unverified in E.164, confirmed by the code sent to it, and then shown as verified', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    const number = freshNumber();
    const typed = `0034 ${number.slice(3, 6)} ${number.slice(6, 9)} ${number.slice(9)}`;
    expect(await setPhone(deps, user.id, typed)).toEqual({
      phone: number,
      isVerified: false,
      smsAvailable: true,
    });

    const issued = await latestCode(deps, user.id);
    expect(issued).toMatchObject({ phone: number, language: 'es' });
    expect(issued.code).toMatch(/^\d{6}$/);
    // Asked again (a redelivered event), the same code: nothing secret is stored.
    expect((await latestCode(deps, user.id)).code).toBe(issued.code);

    expect(await verifyPhone(deps, user.id, ` ${issued.code} `)).toMatchObject({ isVerified: true });
    expect(await getPhone(deps, user.id)).toEqual({ phone: number, isVerified: true, smsAvailable: true });
    // Spent with the verification: its SMS is no longer worth sending.
    expect((await appErrorOf(latestCode(deps, user.id))).reason).toBe('PHONE_CODE_SPENT');
  });

  it.each([
    ['letters', 'call me', 'PHONE_INVALID'],
    ['too short', '+34 600', 'PHONE_INVALID'],
    ['no country code', '600111222', 'PHONE_INVALID'],
    ['a country we do not send to (premium ranges abroad)', '+882 1234 5678', 'PHONE_COUNTRY_UNSUPPORTED'],
    // +1 is also the Caribbean: Jamaica (876), the Dominican Republic (809), Grenada (473).
    ['a Caribbean +1 number', '+1 876 555 1234', 'PHONE_COUNTRY_UNSUPPORTED'],
    ['a Dominican +1 number', '+1 809 555 1234', 'PHONE_COUNTRY_UNSUPPORTED'],
    ['a Grenadian +1 number', '+1 473 405 1234', 'PHONE_COUNTRY_UNSUPPORTED'],
    ['a British premium-rate number', '+44 901 234 5678', 'PHONE_NOT_MOBILE'],
    ['a Spanish premium-rate number', '+34 905 123 456', 'PHONE_INVALID'],
    ['a Spanish landline', '+34 911 234 567', 'PHONE_NOT_MOBILE'],
  ])('refuses %s and sends nothing', async (_case, phone, reason) => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    const error = await appErrorOf(setPhone(deps, user.id, phone));
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', reason, field: 'phone' });
    expect((await getPhone(deps, user.id)).phone).toBe('');
    expect((await outboxRowsOf(env.sql, user.id)).map((event) => event.type)).not.toContain(
      'auth.phone_verification.requested',
    );
  });

  it('takes a few tries per code, never a code for a number since replaced, nor an expired one', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    await setPhone(deps, user.id, freshNumber());
    const first = await latestCode(deps, user.id);
    const wrong = first.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < PHONE_CODE_RULES.maxAttempts; attempt += 1) {
      const error = await appErrorOf(verifyPhone(deps, user.id, wrong));
      expect(error).toMatchObject({ reason: 'PHONE_CODE_INVALID', field: 'code' });
    }
    // The right code comes too late: its tries are used up.
    expect((await appErrorOf(verifyPhone(deps, user.id, first.code))).reason).toBe('PHONE_CODE_INVALID');

    await setPhone(deps, user.id, freshNumber());
    const second = await latestCode(deps, user.id);
    await setPhone(deps, user.id, freshNumber());
    expect((await appErrorOf(verifyPhone(deps, user.id, second.code))).reason).toBe('PHONE_CODE_INVALID');
    const third = await latestCode(deps, user.id);
    deps.clock.advance(minutes(PHONE_CODE_RULES.ttlMinutes) + 1);
    expect((await appErrorOf(verifyPhone(deps, user.id, third.code))).reason).toBe('PHONE_CODE_INVALID');
    expect((await getPhone(deps, user.id)).isVerified).toBe(false);
  });

  it('sends a few codes a day per number, whoever asks, and per account: SMS pumping is capped', async () => {
    const deps = authDeps(env.db);
    const number = freshNumber();
    const accounts = await Promise.all([newUser(deps), newUser(deps), newUser(deps), newUser(deps)]);
    for (const account of accounts.slice(0, PHONE_CODE_RULES.perPhonePerDay)) {
      await setPhone(deps, account.id, number);
    }
    const refused = await appErrorOf(setPhone(deps, accounts[3]!.id, number));
    expect(refused).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'PHONE_CODE_LIMIT' });
    expect((await getPhone(deps, accounts[3]!.id)).phone).toBe('');

    const busy = await newUser(deps);
    for (let i = 0; i < PHONE_CODE_RULES.perAccountPerDay; i += 1)
      await setPhone(deps, busy.id, freshNumber());
    const tooMany = await appErrorOf(setPhone(deps, busy.id, freshNumber()));
    expect(tooMany.reason).toBe('PHONE_CODE_LIMIT');

    // A day later, the number may be asked for again.
    deps.clock.advance(hours(24) + 1);
    expect((await setPhone(deps, accounts[3]!.id, number)).phone).toBe(number);
  });

  it('is removed with its codes, and refused outright where no SMS is sent', async () => {
    const deps = authDeps(env.db);
    const user = await newUser(deps);
    await setPhone(deps, user.id, freshNumber());
    const pending = await latestCode(deps, user.id);
    expect(await removePhone(deps, user.id)).toEqual({ phone: '', isVerified: false, smsAvailable: true });
    expect((await appErrorOf(verifyPhone(deps, user.id, pending.code))).reason).toBe('PHONE_CODE_INVALID');

    const off = authDeps(env.db, { SMS_ENABLED: false });
    const error = await appErrorOf(setPhone(off, user.id, freshNumber()));
    expect(error).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'SMS_UNAVAILABLE' });
    expect((await getPhone(off, user.id)).smsAvailable).toBe(false);
  });

  it('is for accounts whose address is confirmed, and sends nothing before', async () => {
    const deps = authDeps(env.db);
    const { user } = await registerUser(deps, { input: newRegistration() });
    const error = await appErrorOf(setPhone(deps, user.id, freshNumber()));
    expect(error).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'PHONE_VERIFIED_ONLY' });
    expect((await getPhone(deps, user.id)).phone).toBe('');
    expect((await outboxRowsOf(env.sql, user.id)).map((event) => event.type)).not.toContain(
      'auth.phone_verification.requested',
    );
  });

  it('sends no more codes a day, whoever asks, than the product-wide budget', async () => {
    // A day of its own, so the other tests' codes are not in it.
    const deps = authDeps(env.db, { SMS_CODE_DAILY_BUDGET: 3 }, fakeClock(new Date('2031-06-01T10:00:00Z')));
    const accounts = await Promise.all(Array.from({ length: 4 }, () => newUser(deps)));
    for (const account of accounts.slice(0, 3)) await setPhone(deps, account.id, freshNumber());
    const refused = await appErrorOf(setPhone(deps, accounts[3]!.id, freshNumber()));
    expect(refused).toMatchObject({ code: 'RESOURCE_EXHAUSTED', reason: 'PHONE_CODE_BUDGET_SPENT' });
    deps.clock.advance(hours(24) + 1);
    expect((await setPhone(deps, accounts[3]!.id, freshNumber())).isVerified).toBe(false);
  });

  it('tells the admins once a day as the codes near the budget, and once as they reach it', async () => {
    // A budget of its own (the warnings are told apart by it) on a day of its own.
    const deps = authDeps(env.db, { SMS_CODE_DAILY_BUDGET: 5 }, fakeClock(new Date('2032-06-01T10:00:00Z')));
    const warnings = async () =>
      (
        await env.sql.query<{ payload: { state: string; spent: number; budget: number } }>(
          `SELECT payload FROM outbox_event
            WHERE type = 'auth.sms_budget.warned' AND (payload->>'budget')::int = 5 ORDER BY created_at`,
        )
      ).rows.map((row) => row.payload);
    const accounts = await Promise.all(Array.from({ length: 6 }, () => newUser(deps)));
    for (const account of accounts.slice(0, 3)) await setPhone(deps, account.id, freshNumber());
    expect(await warnings()).toEqual([]);
    // The fourth of five is 80 %: near.
    await setPhone(deps, accounts[3]!.id, freshNumber());
    expect(await warnings()).toEqual([{ state: 'near', spent: 4, budget: 5 }]);
    await setPhone(deps, accounts[4]!.id, freshNumber());
    expect(await warnings()).toEqual([
      { state: 'near', spent: 4, budget: 5 },
      { state: 'spent', spent: 5, budget: 5 },
    ]);
    // Refused codes tell nobody again.
    await appErrorOf(setPhone(deps, accounts[5]!.id, freshNumber()));
    expect(await warnings()).toHaveLength(2);

    // Half a day on, the first codes still count: the count nears the budget again, and the admins were told
    // less than a day ago.
    deps.clock.advance(hours(12));
    await env.sql.query(
      `UPDATE phone_code SET created_at = created_at - interval '20 hours'
        WHERE user_id = ANY($1::uuid[])`,
      [accounts.slice(0, 2).map((account) => account.id)],
    );
    await setPhone(deps, accounts[5]!.id, freshNumber());
    expect(await warnings()).toHaveLength(2);

    // A day after the first warning, a count near the budget is told again.
    deps.clock.advance(hours(12) + 1);
    const more = await Promise.all(Array.from({ length: 3 }, () => newUser(deps)));
    for (const account of more) await setPhone(deps, account.id, freshNumber());
    expect((await warnings()).slice(2)).toEqual([{ state: 'near', spent: 4, budget: 5 }]);
  });
});
