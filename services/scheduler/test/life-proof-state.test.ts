import { isOpenLifeProofState, LIFE_PROOF_CADENCES } from '@app/proto/rules/life-proof';
import { CONTACT_WINDOW_DAYS } from '@app/proto/rules/trusted-contact';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_CHANCE_WINDOW_MS, MIN_ANSWER_WINDOW_MS } from '../src/domain/check-in-calendar.ts';
import {
  onActivity,
  onCancel,
  onConfirm,
  onContactAnswer,
  onDelivered,
  onDue,
  onPause,
  onResume,
  onSenderResume,
  onSendNow,
  onTestCheckIn,
  startSwitch,
  SwitchClosedError,
  ContactCheckClosedError,
  type SwitchSnapshot,
  type Transition,
} from '../src/domain/life-proof-state.ts';

const DAY = 86_400_000;
const apply = (current: SwitchSnapshot, t: Transition): SwitchSnapshot => ({
  ...current,
  state: t.to,
  nextAt: t.nextAt,
});

describe('proof-of-life state machine', () => {
  it('releases after three unanswered check-ins a month apart and a last chance of three days', () => {
    const timeZone = 'Europe/Madrid';
    const start = new Date('2026-11-23T12:00:00Z');
    let current: SwitchSnapshot = {
      state: 'active',
      nextAt: startSwitch(start, timeZone).nextAt,
      timeZone,
      cadence: 'monthly',
      deliverAt: null,
      hasContact: false,
      holdUntil: null,
    };
    const steps: string[] = [];
    for (let day = 0; day < 200 && current.state !== 'releasing'; day += 1) {
      const now = new Date(start.getTime() + day * DAY);
      const t = onDue(current, now);
      if (!t) continue;
      steps.push(`${now.toISOString().slice(0, 10)} ${t.cause}${t.sendCheckIn ? ' +mail' : ''}`);
      current = apply(current, t);
    }
    expect(steps).toEqual([
      '2026-12-05 check_in_sent +mail',
      '2027-01-05 check_in_missed +mail',
      '2027-02-05 check_in_missed +mail',
      '2027-03-05 last_chance +mail',
      '2027-03-08 released',
    ]);
  });

  it('asks the trusted contact after the last chance, and releases on their silence after the window', () => {
    const timeZone = 'Europe/Madrid';
    let current: SwitchSnapshot = {
      state: 'last_chance',
      nextAt: new Date('2027-03-08T09:00:00Z'),
      timeZone,
      cadence: 'monthly',
      deliverAt: null,
      hasContact: true,
      holdUntil: null,
    };
    const asked = onDue(current, new Date('2027-03-08T09:00:00Z'))!;
    expect(asked).toMatchObject({ to: 'awaiting_contact', cause: 'contact_asked', askContact: true });
    expect(asked.release).toBe(false);
    expect(asked.nextAt).toEqual(new Date('2027-03-15T09:00:00Z'));
    current = apply(current, asked);
    expect(onDue(current, new Date('2027-03-15T08:59:59Z'))).toBeNull();
    expect(onDue(current, new Date('2027-03-15T09:00:00Z'))).toMatchObject({
      to: 'releasing',
      cause: 'released',
      release: true,
    });
  });

  it("stops a release on the contact's veto (the count starts again) and releases on theirs at once", () => {
    const awaiting: SwitchSnapshot = {
      state: 'awaiting_contact',
      nextAt: new Date('2027-03-15T09:00:00Z'),
      timeZone: 'Europe/Madrid',
      cadence: 'monthly',
      deliverAt: null,
      hasContact: true,
      holdUntil: null,
    };
    const now = new Date('2027-03-10T12:00:00Z');
    expect(onContactAnswer(awaiting, 'veto', now)).toMatchObject({
      to: 'active',
      cause: 'contact_vetoed',
      release: false,
      nextAt: new Date('2027-04-05T08:00:00Z'),
    });
    expect(onContactAnswer(awaiting, 'release', now)).toMatchObject({
      to: 'releasing',
      cause: 'contact_released',
      release: true,
    });
    // The sender can still say they are here while the contact is asked.
    expect(onConfirm(awaiting, now).to).toBe('active');
    // Once the switch no longer waits for them, the contact decides nothing.
    expect(() => onContactAnswer({ ...awaiting, state: 'active' }, 'release', now)).toThrow(
      ContactCheckClosedError,
    );
  });

  it('starts counting again after a confirmation', () => {
    const timeZone = 'Europe/Madrid';
    let current: SwitchSnapshot = {
      state: 'missed_2',
      nextAt: new Date('2027-03-05T09:00:00Z'),
      timeZone,
      cadence: 'monthly',
      deliverAt: null,
      hasContact: false,
      holdUntil: null,
    };
    current = apply(current, onConfirm(current, new Date('2027-03-04T20:00:00Z')));
    expect(current).toEqual({
      state: 'active',
      nextAt: new Date('2027-03-05T09:00:00Z'),
      timeZone,
      cadence: 'monthly',
      deliverAt: null,
      hasContact: false,
      holdUntil: null,
    });
    current = apply(current, onDue(current, new Date('2027-03-05T09:00:00Z'))!);
    expect(current.state).toBe('check_in_sent');
  });

  it("counts the sender's own answers as signs of life, never the calendar's steps, and keeps a pause on an answer", () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const base: SwitchSnapshot = {
      state: 'check_in_sent',
      nextAt: new Date('2027-01-05T09:00:00Z'),
      timeZone: 'Europe/Madrid',
      cadence: 'monthly',
      deliverAt: null,
      hasContact: true,
      holdUntil: null,
    };
    const paused = { ...base, state: 'paused' as const, nextAt: new Date('2027-02-20T09:00:00Z') };
    expect(onConfirm(base, now).lifeSign).toBe(true);
    expect(onPause(base, paused.nextAt).lifeSign).toBe(true);
    expect(onSenderResume(paused, now)?.lifeSign).toBe(true);
    expect(onContactAnswer({ ...base, state: 'awaiting_contact' }, 'veto', now).lifeSign).toBe(true);
    expect(onConfirm(paused, now)).toMatchObject({ to: 'paused', nextAt: paused.nextAt, lifeSign: true });
    // A sign-in or a seal answers what waits, with its own cause; it has nothing to answer otherwise.
    expect(onActivity(base, 'signed_in', now)).toMatchObject({
      to: 'active',
      cause: 'signed_in',
      lifeSign: true,
    });
    expect(onActivity({ ...base, state: 'active' }, 'message_sealed', now)).toBeNull();
    expect(onActivity(paused, 'signed_in', now)).toBeNull();
    // What happens without the sender ends no link.
    expect(onDue(base, new Date('2027-01-05T09:00:00Z'))?.lifeSign).toBeUndefined();
    expect(onResume(paused, new Date('2027-02-20T09:00:00Z'))?.lifeSign).toBeUndefined();
    expect(onTestCheckIn(base).lifeSign).toBeUndefined();
    expect(onSendNow(base, new Date()).lifeSign).toBeUndefined();
  });

  it('lets nothing but a cancel or a delivery follow a release, and nothing follow an end', () => {
    const released: SwitchSnapshot = {
      state: 'releasing',
      nextAt: null,
      timeZone: 'Europe/Madrid',
      cadence: 'monthly',
      deliverAt: null,
      hasContact: false,
      holdUntil: null,
    };
    expect(() => onConfirm(released, new Date())).toThrow(SwitchClosedError);
    expect(() => onSendNow(released, new Date())).toThrow(SwitchClosedError);
    expect(() => onTestCheckIn(released)).toThrow(SwitchClosedError);
    expect(onDue(released, new Date('2100-01-01T00:00:00Z'))).toBeNull();
    expect(onDelivered(released)?.to).toBe('delivered');
    expect(onCancel(released)?.to).toBe('cancelled');
    const delivered = { ...released, state: 'delivered' as const };
    expect(onCancel(delivered)).toBeNull();
    expect(onDelivered(delivered)).toBeNull();
  });

  it('a test check-in sends an e-mail and changes nothing', () => {
    const current: SwitchSnapshot = {
      state: 'missed_1',
      nextAt: new Date('2027-01-05T09:00:00Z'),
      timeZone: 'Europe/Madrid',
      cadence: 'monthly',
      deliverAt: null,
      hasContact: false,
      holdUntil: null,
    };
    expect(onTestCheckIn(current)).toMatchObject({
      to: 'missed_1',
      nextAt: current.nextAt,
      sendCheckIn: true,
      release: false,
    });
  });

  it('never releases early nor twice over thousands of histories (outages, late and early answers, sign-ins, dated releases, any time zone and cadence)', () => {
    const start = new Date('2026-11-23T12:00:00Z').getTime();
    const horizonDays = 730;
    const history = fc.record({
      timeZone: fc.constantFrom('Europe/Madrid', 'America/Mexico_City', 'Pacific/Auckland', 'UTC'),
      cadence: fc.constantFrom(...LIFE_PROOF_CADENCES),
      // Days the scheduler is down (no tick), and moments the sender confirms.
      outages: fc.array(fc.record({ from: fc.nat(horizonDays), days: fc.nat(90) }), { maxLength: 4 }),
      confirmations: fc.array(fc.nat(horizonDays * 24), { maxLength: 12 }),
      // Moments the sender signs in or seals a message (where they agreed that it counts).
      signIns: fc.array(fc.nat(horizonDays * 24), { maxLength: 24 }),
      pauses: fc.array(
        fc.record({ hour: fc.nat(horizonDays * 24), days: fc.integer({ min: 1, max: 120 }) }),
        {
          maxLength: 3,
        },
      ),
      tickHour: fc.nat(23),
      hasContact: fc.boolean(),
      // The date a release waits for, if the sender named one.
      holdDay: fc.option(fc.nat(horizonDays), { nil: null }),
      // Moments a trusted contact answers (acted on only while the switch waits for them).
      contactAnswers: fc.array(
        fc.record({
          hour: fc.nat(horizonDays * 24),
          answer: fc.constantFrom('veto' as const, 'release' as const),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(
        history,
        ({
          timeZone,
          cadence,
          outages,
          confirmations,
          signIns,
          pauses,
          tickHour,
          hasContact,
          holdDay,
          contactAnswers,
        }) => {
          const events: {
            at: number;
            kind: 'tick' | 'confirm' | 'signIn' | 'pause' | 'contact';
            days?: number;
            answer?: 'veto' | 'release';
          }[] = [];
          for (let day = 0; day < horizonDays; day += 1) {
            if (outages.some((o) => day >= o.from && day < o.from + o.days)) continue;
            events.push({ at: start + day * DAY + tickHour * 3_600_000, kind: 'tick' });
          }
          for (const hour of confirmations) events.push({ at: start + hour * 3_600_000, kind: 'confirm' });
          for (const hour of signIns) events.push({ at: start + hour * 3_600_000, kind: 'signIn' });
          for (const { hour, days } of pauses)
            events.push({ at: start + hour * 3_600_000, kind: 'pause', days });
          for (const { hour, answer } of contactAnswers)
            events.push({ at: start + hour * 3_600_000, kind: 'contact', answer });
          events.sort((a, b) => a.at - b.at);

          let current: SwitchSnapshot = {
            state: 'active',
            nextAt: startSwitch(new Date(start), timeZone, null, cadence).nextAt,
            timeZone,
            cadence,
            deliverAt: null,
            hasContact,
            holdUntil: holdDay === null ? null : new Date(start + holdDay * DAY),
          };
          let sentSinceConfirm: number[] = [];
          let contactAskedAt: number | null = null;
          // The delivery job a release wrote (as the dispatcher would see it), and deliveries made.
          let jobDueAt: number | null = null;
          let deliveries = 0;
          let signedInSinceRelease = false;
          const release = (t: Transition, at: number) => {
            expectFullSilence(at);
            jobDueAt = t.releaseAt ? t.releaseAt.getTime() : at;
            signedInSinceRelease = false;
            // A release waits for the sender's date while it is ahead, never beyond it.
            expect(jobDueAt).toBe(Math.max(at, current.holdUntil?.getTime() ?? at));
            expect(t.to).toBe(jobDueAt > at ? 'waiting_for_date' : 'releasing');
          };
          const dispatchDue = (at: number) => {
            if (jobDueAt === null || jobDueAt > at) return;
            // Whoever signed in while it waited was its sender, alive: it must not have gone.
            expect(signedInSinceRelease).toBe(false);
            deliveries += 1;
            jobDueAt = null;
            const t = onDelivered(current);
            expect(t?.to).toBe('delivered');
            current = apply(current, t!);
          };
          const expectFullSilence = (at: number) => {
            // Three check-ins since the last sign of life, each left unanswered at least its window, then the
            // last chance, left unanswered its three days.
            expect(sentSinceConfirm.length).toBe(4);
            const [a, b, c, last] = sentSinceConfirm as [number, number, number, number];
            expect(b - a).toBeGreaterThanOrEqual(MIN_ANSWER_WINDOW_MS[cadence]);
            expect(c - b).toBeGreaterThanOrEqual(MIN_ANSWER_WINDOW_MS[cadence]);
            expect(last - c).toBeGreaterThanOrEqual(MIN_ANSWER_WINDOW_MS[cadence]);
            expect((contactAskedAt ?? at) - last).toBeGreaterThanOrEqual(LAST_CHANCE_WINDOW_MS);
          };
          for (const event of events) {
            const now = new Date(event.at);
            dispatchDue(event.at);
            if (event.kind === 'confirm') {
              if (!isOpenLifeProofState(current.state)) continue;
              current = apply(current, onConfirm(current, now));
              sentSinceConfirm = [];
              contactAskedAt = null;
              continue;
            }
            if (event.kind === 'signIn') {
              signedInSinceRelease = true;
              const t = onActivity(current, 'signed_in', now);
              // Nothing waits (active, paused, ended): a sign-in changes nothing, a pause above all.
              if (!t) continue;
              expect(t.to).toBe('active');
              // A release waiting for its date is withdrawn: its job never goes.
              expect(t.withdrawRelease === true).toBe(jobDueAt !== null);
              jobDueAt = null;
              current = apply(current, t);
              sentSinceConfirm = [];
              contactAskedAt = null;
              continue;
            }
            if (event.kind === 'pause') {
              // Pausing is done signed in: a sign of life too.
              if (!isOpenLifeProofState(current.state)) continue;
              current = apply(current, onPause(current, new Date(event.at + event.days! * DAY)));
              sentSinceConfirm = [];
              contactAskedAt = null;
              continue;
            }
            if (event.kind === 'contact') {
              if (current.state !== 'awaiting_contact') continue;
              const t = onContactAnswer(current, event.answer!, now);
              if (t.release) {
                release(t, event.at);
              } else {
                // A veto: the sender is fine, and the whole count starts again.
                expect(t.to).toBe('active');
                sentSinceConfirm = [];
                contactAskedAt = null;
              }
              current = apply(current, t);
              continue;
            }
            const t = onDue(current, now);
            if (!t) continue;
            if (t.sendCheckIn) sentSinceConfirm.push(event.at);
            if (t.askContact) contactAskedAt = event.at;
            if (t.release) {
              release(t, event.at);
              // With a contact, silence releases only after they were asked and left the whole window.
              if (hasContact) {
                expect(contactAskedAt).not.toBeNull();
                expect(event.at - contactAskedAt!).toBeGreaterThanOrEqual(CONTACT_WINDOW_DAYS * DAY);
              }
            }
            current = apply(current, t);
          }
          expect(deliveries).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never sends a dated message early, however many check-ins go unanswered, and stops asking before its date', () => {
    const timeZone = 'Europe/Madrid';
    const start = new Date('2026-11-23T12:00:00Z');
    const deliverAt = new Date('2027-08-01T08:00:00Z');
    let current: SwitchSnapshot = {
      state: 'active',
      nextAt: startSwitch(start, timeZone, deliverAt).nextAt,
      timeZone,
      cadence: 'monthly',
      deliverAt,
      hasContact: false,
      holdUntil: null,
    };
    const sent: string[] = [];
    for (let day = 0; day < 400; day += 1) {
      const now = new Date(start.getTime() + day * DAY);
      const t = onDue(current, now);
      if (!t) continue;
      expect(t.release).toBe(false);
      if (t.sendCheckIn) sent.push(now.toISOString().slice(0, 10));
      current = apply(current, t);
    }
    expect(sent).toEqual([
      '2026-12-05',
      '2027-01-05',
      '2027-02-05',
      '2027-03-05',
      '2027-04-05',
      '2027-05-05',
      '2027-06-05',
      '2027-07-05',
    ]);
    expect(current).toMatchObject({ state: 'missed_2', nextAt: null });
    // Its date comes whatever the switch says.
    expect(onDelivered(current)?.to).toBe('delivered');
  });
});
