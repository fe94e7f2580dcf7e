import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import type { LifeProofCadence } from '@app/proto/rules/life-proof';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSchedulerDb, type SchedulerDb } from '../src/db/client.ts';
import { listSwitchesOf, stepsOf } from '../src/db/life-proof-repository.ts';
import { confirmCheckIn } from '../src/domain/confirm-check-in.ts';
import { switchOfToken } from '../src/domain/get-check-in.ts';
import { sendNow } from '../src/domain/send-now.ts';
import { countActivityAsLife } from '../src/domain/count-activity-as-life.ts';
import { getLifeSignPreference } from '../src/domain/get-life-sign-preference.ts';
import { setLifeSignPreference } from '../src/domain/set-life-sign-preference.ts';
import { answerContactCheck } from '../src/domain/answer-contact-check.ts';
import { getContactCheck } from '../src/domain/get-contact-check.ts';
import { issueContactLink } from '../src/domain/issue-contact-link.ts';
import { answerContactInvitation } from '../src/domain/answer-contact-invitation.ts';
import { getContactInvitation } from '../src/domain/get-contact-invitation.ts';
import { issueContactInvitationLink } from '../src/domain/issue-contact-invitation-link.ts';
import type { SchedulerDeps } from '../src/domain/deps.ts';
import { dispatchDueDeliveries } from '../src/domain/dispatch-due-deliveries.ts';
import { markLifeProofDelivered } from '../src/domain/end-life-proof.ts';
import { issueCheckInLink } from '../src/domain/issue-check-in-link.ts';
import { listBouncingSwitches } from '../src/domain/list-bouncing-switches.ts';
import { messageTimeline } from '../src/domain/get-timeline.ts';
import { pauseSwitch } from '../src/domain/pause-switch.ts';
import { resumeSwitch } from '../src/domain/resume-switch.ts';
import { recordCheckInBounce, type BounceCheck } from '../src/domain/record-check-in-bounce.ts';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { startTestService, testEventsPrefix, type TestService } from '@app/test-stack/test-service';
import {
  notificationConfigSchema,
  notificationService,
} from '../../notification/src/notification-service.ts';
import { recordContactInvitationBounce } from '../src/domain/record-contact-invitation-bounce.ts';
import { reinviteTrustedContact } from '../src/domain/reinvite-trusted-contact.ts';
import { cancelDelivery, planDelivery } from '../src/domain/plan-delivery.ts';
import { runDueCheckIns } from '../src/domain/run-due-check-ins.ts';
import { runDueReviews } from '../src/domain/run-due-reviews.ts';
import { confirmReview } from '../src/domain/confirm-review.ts';
import { issueReviewLink } from '../src/domain/issue-review-link.ts';
import { sendTestCheckIn } from '../src/domain/send-test-check-in.ts';
import { undoRelease } from '../src/domain/undo-release.ts';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';

const schedulerIdentity = createServiceIdentity('scheduler', generateServiceKey().signingKey);

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
let db: SchedulerDb;
let sql: pg.Pool;
let drop: () => Promise<void>;
let deps: SchedulerDeps;
// The real notification service, asked whether a check-in bounced; its e-mail log is written as a bounce leaves it.
let notification: TestService;
let notificationSql: pg.Pool;
let bounceCheck: BounceCheck & { close(): void };
// Each test moves its own clock: `at` sets it.
let now = new Date('2026-11-23T12:00:00Z');
const at = (iso: string) => (now = new Date(iso));

beforeAll(async () => {
  const database = await createMigratedTestDatabase(prismaDir, 'scheduler_life_proof');
  drop = database.drop;
  db = connectSchedulerDb(database.url);
  sql = new pg.Pool({ connectionString: database.url, max: 4 });
  deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: schedulerIdentity,
    now: () => now,
  };
  // Its peers are never called here: asking about a bounce reads only its own log.
  const unused = '127.0.0.1:9';
  notification = await startTestService('notification', notificationService, {
    label: 'scheduler_bounces',
    eventsPrefix: testEventsPrefix('scheduler_bounces'),
    schema: notificationConfigSchema,
    env: {
      AUTH_GRPC_ADDR: unused,
      MESSAGE_GRPC_ADDR: unused,
      PAYMENT_GRPC_ADDR: unused,
      SCHEDULER_GRPC_ADDR: unused,
    },
  });
  notificationSql = new pg.Pool({ connectionString: notification.databaseUrl, max: 2 });
  bounceCheck = createTestClient(services.notification(), 'notification', notification.address);
});
afterAll(async () => {
  bounceCheck?.close();
  await notificationSql?.end();
  await notification?.stop();
  await db?.$disconnect();
  await sql?.end();
  await drop?.();
});

/** A proof-of-life message made ready now; answers its ids. */
async function lifeProofMessage(
  timeZone = 'Europe/Madrid',
  cadence: LifeProofCadence = 'monthly',
  hasContact = false,
  deliverNotBefore: string | null = null,
) {
  const payload = {
    messageId: randomUUID(),
    userId: randomUUID(),
    schedulingType: 'life_proof' as const,
    deliveryDate: null,
    timeZone,
    cadence,
    hasContact,
    deliverNotBefore,
  };
  await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
  return payload;
}

async function eventsFor(messageId: string, type: string) {
  const { rows } = await sql.query<{ payload: { checkInId?: string } }>(
    'SELECT payload FROM outbox_event WHERE type = $1 AND payload->>$3 = $2 ORDER BY created_at',
    [type, messageId, 'messageId'],
  );
  return rows.map((row) => row.payload);
}

async function stateOf(messageId: string) {
  const { rows } = await sql.query<{ state: string; next_at: Date | null }>(
    'SELECT state::text, next_at FROM life_proof_switch WHERE message_id = $1',
    [messageId],
  );
  return rows[0];
}

/** The link of the latest check-in e-mail, as notification would ask for it when sending. */
async function latestLink(messageId: string) {
  const checkIns = await eventsFor(messageId, 'scheduler.check_in.due');
  return (await issueCheckInLink(deps, checkIns.at(-1)!.checkInId!)).token;
}

/** Three monthly check-ins and the last chance, all unanswered, from a switch started on 2026-11-23. */
async function missEverything(messageId: string) {
  for (const instant of [
    '2026-12-05T09:00:00Z',
    '2027-01-05T09:00:00Z',
    '2027-02-05T09:00:00Z',
    '2027-03-05T09:00:00Z',
    '2027-03-08T09:00:00Z',
  ]) {
    at(instant);
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
  }
  expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(4);
}

async function contactLink(messageId: string) {
  const asked = await eventsFor(messageId, 'scheduler.contact_check.due');
  return (await issueContactLink(deps, asked.at(-1)!.checkInId!)).token;
}

describe('a trusted contact', () => {
  it('is asked after the last chance; their veto stops the release and the count starts again', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(messageId);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    expect(await eventsFor(messageId, 'scheduler.contact_check.due')).toHaveLength(1);
    expect(await stateOf(messageId)).toEqual({
      state: 'awaiting_contact',
      next_at: new Date('2027-03-15T09:00:00Z'),
    });

    const token = await contactLink(messageId);
    const senderLink = await latestLink(messageId);
    // Reading the page changes nothing.
    expect(await getContactCheck(deps, token)).toEqual({
      state: 'waiting',
      respondBy: new Date('2027-03-15T09:00:00Z'),
    });
    // The contact's link is no sender's link: it confirms nothing and sends nothing.
    await expect(confirmCheckIn(deps, token)).rejects.toMatchObject({ reason: 'CHECK_IN_NOT_FOUND' });
    // Nor does the sender's link answer for the contact.
    await expect(answerContactCheck(deps, senderLink, 'release')).rejects.toMatchObject({
      reason: 'CHECK_IN_NOT_FOUND',
    });

    at('2027-03-10T12:00:00Z');
    expect(await answerContactCheck(deps, token, 'veto')).toEqual({ state: 'vetoed', respondBy: null });
    expect(await stateOf(messageId)).toEqual({ state: 'active', next_at: new Date('2027-04-05T08:00:00Z') });
    // The count started again: the sender's links from before the veto no longer speak for them.
    await expect(confirmCheckIn(deps, senderLink)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
    // Once is all: a second answer, either way, decides nothing.
    await expect(answerContactCheck(deps, token, 'release')).rejects.toMatchObject({
      reason: 'CONTACT_CHECK_CLOSED',
    });
    at('2027-03-20T12:00:00Z');
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    expect((await stepsOf(db, messageId)).map((s) => s.cause).slice(-3)).toEqual([
      'last_chance',
      'contact_asked',
      'contact_vetoed',
    ]);
  });

  it("lets the message go on the contact's silence once the window ends, and not a moment before", async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(messageId);
    const token = await contactLink(messageId);
    at('2027-03-15T08:59:59Z');
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    at('2027-03-15T09:00:00Z');
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
    expect(await getContactCheck(deps, token)).toEqual({ state: 'closed', respondBy: null });
    await expect(answerContactCheck(deps, token, 'veto')).rejects.toMatchObject({
      reason: 'CONTACT_CHECK_CLOSED',
    });
  });

  it("lets the message go at once on the contact's word; a sender who confirms first closes the contact's link", async () => {
    at('2026-11-23T12:00:00Z');
    const released = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(released.messageId);
    at('2027-03-09T10:00:00Z');
    const token = await contactLink(released.messageId);
    expect(await answerContactCheck(deps, token, 'release')).toEqual({ state: 'released', respondBy: null });
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(released.messageId, 'scheduler.delivery.due')).toHaveLength(1);

    at('2026-11-23T12:00:00Z');
    const confirmed = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(confirmed.messageId);
    const contactToken = await contactLink(confirmed.messageId);
    at('2027-03-09T10:00:00Z');
    await confirmCheckIn(deps, await latestLink(confirmed.messageId));
    expect(await getContactCheck(deps, contactToken)).toEqual({ state: 'closed', respondBy: null });
    await expect(answerContactCheck(deps, contactToken, 'release')).rejects.toMatchObject({
      reason: 'CONTACT_CHECK_CLOSED',
    });
    expect(await eventsFor(confirmed.messageId, 'scheduler.delivery.due')).toHaveLength(0);
  });

  it('is never asked about a dated message', async () => {
    at('2026-11-23T12:00:00Z');
    const messageId = randomUUID();
    const payload = {
      messageId,
      userId: randomUUID(),
      schedulingType: 'specific_date' as const,
      deliveryDate: '2028-01-01T00:00:00.000Z',
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
      hasContact: true,
    };
    await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
    const row = await db.lifeProofSwitch.findUniqueOrThrow({ where: { messageId } });
    expect(row.hasContact).toBe(false);
  });
});

describe('a check-in link', () => {
  it('answers a later check-in from an earlier link, but nothing from before the last confirmation', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    const first = await latestLink(messageId);
    at('2027-01-05T09:00:00Z');
    await runDueCheckIns(deps);
    const second = await latestLink(messageId);
    expect((await stateOf(messageId))?.state).toBe('missed_1');

    // The sender answers the first e-mail after the second came: they are alive, it counts.
    at('2027-01-06T10:00:00Z');
    await expect(confirmCheckIn(deps, first)).resolves.toMatchObject({ state: 'active' });
    const after = await stateOf(messageId);

    // Every link from before that answer is ended: it changes nothing and tells nothing of the switch.
    at('2027-06-01T10:00:00Z');
    for (const stale of [first, second]) {
      await expect(switchOfToken(deps, stale)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
      await expect(confirmCheckIn(deps, stale)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
      await expect(sendNow(deps, stale, userId)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
    }
    expect(await stateOf(messageId)).toEqual(after);
    expect((await stepsOf(db, messageId)).map((s) => s.cause)).toEqual([
      'started',
      'check_in_sent',
      'check_in_missed',
      'confirmed',
    ]);
  });

  it('lets two answers race with one link: only one counts', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    const token = await latestLink(messageId);
    const answers = await Promise.allSettled([confirmCheckIn(deps, token), confirmCheckIn(deps, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(answers.find((answer) => answer.status === 'rejected')).toMatchObject({
      reason: { reason: 'CHECK_IN_LINK_ENDED' },
    });
  });

  it('from an old test e-mail ends with a newer answer, and no answer ends a pause', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    const testLink = async () => {
      await sendTestCheckIn(deps, messageId, userId);
      return latestLink(messageId);
    };
    const older = await testLink();
    const newer = await testLink();
    await expect(confirmCheckIn(deps, newer)).resolves.toMatchObject({ state: 'active' });
    await pauseSwitch(deps, messageId, userId, '2027-02-20');
    const paused = await stateOf(messageId);
    expect(paused).toEqual({ state: 'paused', next_at: new Date('2027-02-20T09:00:00Z') });

    at('2026-12-10T12:00:00Z');
    await expect(confirmCheckIn(deps, older)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
    expect(await stateOf(messageId)).toEqual(paused);

    // A test the sender asks for during the pause confirms like any other, and the pause runs its course.
    const during = await testLink();
    await expect(confirmCheckIn(deps, during)).resolves.toMatchObject({
      state: 'paused',
      nextAt: new Date('2027-02-20T09:00:00Z'),
    });
    expect(await stateOf(messageId)).toEqual(paused);
  });

  it("is one per check-in and channel: a newer link on one channel never ends another's, nor a test the real one", async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    const [checkIn] = await eventsFor(messageId, 'scheduler.check_in.due');
    const email = await issueCheckInLink(deps, checkIn!.checkInId!, 'email');
    const backup = await issueCheckInLink(deps, checkIn!.checkInId!, 'backup_email');
    const sms = await issueCheckInLink(deps, checkIn!.checkInId!, 'sms');
    // The backup address gets the check-in again: its own earlier link is replaced, no other.
    const backupAgain = await issueCheckInLink(deps, checkIn!.checkInId!, 'backup_email');
    await expect(switchOfToken(deps, backup.token)).rejects.toMatchObject({ reason: 'CHECK_IN_NOT_FOUND' });
    await sendTestCheckIn(deps, messageId, userId);
    await latestLink(messageId);
    for (const live of [email, sms, backupAgain]) {
      expect((await switchOfToken(deps, live.token)).state).toBe('check_in_sent');
    }
    await expect(confirmCheckIn(deps, sms.token)).resolves.toMatchObject({ state: 'active' });
    await expect(confirmCheckIn(deps, email.token)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });
  });
});

/** The sender signs in now, as auth.user.signed_in reports it (each event once). */
const signIn = (userId: string, id = randomUUID()) =>
  countActivityAsLife(deps, { id, userId, at: now }, 'signed_in', 'sign-ins');

describe("the sender's activity", () => {
  it('answers the check-ins of a sender who signs in every cycle but never opens the e-mail: never released', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    for (let month = 0; month < 12; month += 1) {
      const fifth = new Date(Date.UTC(2026, 11 + month, 5, 9));
      at(fifth.toISOString());
      await runDueCheckIns(deps);
      await dispatchDueDeliveries(deps);
      at(new Date(fifth.getTime() + 9 * 86_400_000).toISOString());
      expect(await signIn(userId)).toBe(1);
    }
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(12);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    expect((await stateOf(messageId))?.state).toBe('active');
    const causes = (await stepsOf(db, messageId)).map((step) => step.cause);
    expect(causes.filter((cause) => cause === 'signed_in')).toHaveLength(12);
    expect(causes).not.toContain('check_in_missed');
  });

  it('counts once per event, answers nothing that was not waiting, and never ends a pause', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    const paused = await lifeProofMessage();
    // Nothing waits yet: no step, and no link ends.
    expect(await signIn(userId)).toBe(0);
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    const link = await latestLink(messageId);
    at('2026-12-06T10:00:00Z');
    const event = randomUUID();
    expect(await signIn(userId, event)).toBe(1);
    at('2026-12-07T10:00:00Z');
    expect(await signIn(userId, event)).toBe(0);
    expect((await stepsOf(db, messageId)).map((step) => step.cause)).toEqual([
      'started',
      'check_in_sent',
      'signed_in',
    ]);
    // The sign-in answered the check-in: its e-mail's link has ended like any answered one.
    await expect(confirmCheckIn(deps, link)).rejects.toMatchObject({ reason: 'CHECK_IN_LINK_ENDED' });

    await pauseSwitch(deps, paused.messageId, paused.userId, '2027-02-20');
    const before = await stateOf(paused.messageId);
    expect(await signIn(paused.userId)).toBe(0);
    expect(await stateOf(paused.messageId)).toEqual(before);
  });

  it('answers only a run that had begun when the sender was active: a late or replayed event holds nothing', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    const before = new Date('2026-12-01T10:00:00Z');
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    // Handled now, but the sign-in was on the 1st, before the check-in went out.
    expect(
      await countActivityAsLife(deps, { id: randomUUID(), userId, at: before }, 'signed_in', 'sign-ins'),
    ).toBe(0);
    expect((await stateOf(messageId))?.state).toBe('check_in_sent');
  });

  it("answers the trusted contact's question too, as the sender's own confirmation would", async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(messageId);
    const token = await contactLink(messageId);
    at('2027-03-10T12:00:00Z');
    expect(
      await countActivityAsLife(
        deps,
        { id: randomUUID(), userId, at: now },
        'message_sealed',
        'sealed-messages',
      ),
    ).toBe(1);
    expect((await stateOf(messageId))?.state).toBe('active');
    expect(await getContactCheck(deps, token)).toEqual({ state: 'closed', respondBy: null });
  });

  it("counts only with the sender's consent: off, three silent months release the message whatever they do", async () => {
    at('2026-11-23T12:00:00Z');
    const older = await lifeProofMessage();
    const { userId } = older;
    expect(await getLifeSignPreference(deps, userId)).toEqual({ activityCounts: true, decided: false });
    expect(await setLifeSignPreference(deps, userId, false)).toEqual({
      activityCounts: false,
      decided: true,
    });
    // The choice holds for the switches to come as well as for those already running.
    const payload = {
      messageId: randomUUID(),
      userId,
      schedulingType: 'life_proof' as const,
      deliveryDate: null,
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
    };
    await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
    for (const instant of [
      '2026-12-05T09:00:00Z',
      '2027-01-05T09:00:00Z',
      '2027-02-05T09:00:00Z',
      '2027-03-05T09:00:00Z',
      '2027-03-08T09:00:00Z',
    ]) {
      at(instant);
      await runDueCheckIns(deps);
      await dispatchDueDeliveries(deps);
      expect(await signIn(userId)).toBe(0);
    }
    expect(await eventsFor(older.messageId, 'scheduler.delivery.due')).toHaveLength(1);
    expect(await eventsFor(payload.messageId, 'scheduler.delivery.due')).toHaveLength(1);
  });
});

describe('a release that waits for the date its sender named', () => {
  const dated = (deliverNotBefore: string) =>
    lifeProofMessage('Europe/Madrid', 'monthly', false, deliverNotBefore);
  const deliveries = (messageId: string) => eventsFor(messageId, 'scheduler.delivery.due');

  it('goes on that date and not before; a sign-in while it waits undoes it, and the timeline says why', async () => {
    at('2026-11-23T12:00:00Z');
    const kept = await dated('2027-06-01T08:00:00Z');
    const undone = await dated('2027-06-01T08:00:00Z');
    await missEverything(kept.messageId);
    expect(await eventsFor(undone.messageId, 'scheduler.check_in.due')).toHaveLength(4);
    for (const { messageId } of [kept, undone]) {
      expect(await stateOf(messageId)).toEqual({ state: 'waiting_for_date', next_at: null });
      expect(await deliveries(messageId)).toHaveLength(0);
    }
    // Nothing mailed may stop it now: the last chance's link is as closed as after any release.
    await expect(confirmCheckIn(deps, await latestLink(kept.messageId))).rejects.toMatchObject({
      reason: 'SWITCH_CLOSED',
    });

    at('2027-04-01T10:00:00Z');
    expect(await signIn(undone.userId)).toBe(1);
    expect(await stateOf(undone.messageId)).toEqual({
      state: 'active',
      next_at: new Date('2027-04-05T08:00:00Z'),
    });

    at('2027-06-01T07:59:59Z');
    await dispatchDueDeliveries(deps);
    expect(await deliveries(kept.messageId)).toHaveLength(0);
    at('2027-06-01T08:00:00Z');
    await dispatchDueDeliveries(deps);
    await dispatchDueDeliveries(deps);
    expect(await deliveries(kept.messageId)).toHaveLength(1);
    expect(await deliveries(undone.messageId)).toHaveLength(0);
    at('2027-06-01T08:00:05Z');
    await markLifeProofDelivered(deps, kept.messageId);
    expect((await stateOf(kept.messageId))?.state).toBe('delivered');

    expect((await messageTimeline(deps, kept.messageId, kept.userId)).map((step) => step.event)).toEqual([
      'started',
      'check_in_sent',
      'check_in_missed',
      'check_in_missed',
      'last_chance',
      'release_held',
      'delivery_dispatched',
      'delivered',
    ]);
    expect((await messageTimeline(deps, undone.messageId, undone.userId)).map((step) => step.event)).toEqual([
      'started',
      'check_in_sent',
      'check_in_missed',
      'check_in_missed',
      'last_chance',
      'release_held',
      'release_undone_by_sign_in',
    ]);
    const [card] = await listSwitchesOf(db, undone.userId);
    expect(card?.lastLifeSign).toEqual({
      at: new Date('2027-04-01T10:00:00Z'),
      cause: 'release_undone_by_sign_in',
    });
  });

  it('goes at once when released after its date has passed', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await dated('2027-01-15T08:00:00Z');
    await missEverything(messageId);
    expect(await stateOf(messageId)).toEqual({ state: 'releasing', next_at: null });
    expect(await deliveries(messageId)).toHaveLength(1);
  });

  it("is stopped from the sender's card while it waits, never by anyone else, and not once it has gone", async () => {
    at('2026-11-23T12:00:00Z');
    const stopped = await dated('2027-06-01T08:00:00Z');
    const gone = await dated('2027-06-01T08:00:00Z');
    await missEverything(stopped.messageId);

    at('2027-04-01T10:00:00Z');
    await expect(undoRelease(deps, stopped.messageId, randomUUID())).rejects.toMatchObject({
      reason: 'SWITCH_NOT_FOUND',
    });
    expect((await undoRelease(deps, stopped.messageId, stopped.userId)).state).toBe('active');
    // Asked twice (a double click), nothing more happens.
    expect((await undoRelease(deps, stopped.messageId, stopped.userId)).state).toBe('active');

    at('2027-06-01T08:00:00Z');
    await dispatchDueDeliveries(deps);
    expect(await deliveries(stopped.messageId)).toHaveLength(0);
    expect(await deliveries(gone.messageId)).toHaveLength(1);
    // The dispatcher got there first: the release stands, and a sign-in changes nothing.
    await expect(undoRelease(deps, gone.messageId, gone.userId)).rejects.toMatchObject({
      reason: 'SWITCH_CLOSED',
    });
    expect(await signIn(gone.userId)).toBe(0);
    expect((await stateOf(gone.messageId))?.state).toBe('waiting_for_date');
    await markLifeProofDelivered(deps, gone.messageId);
    expect((await stateOf(gone.messageId))?.state).toBe('delivered');
    expect((await stepsOf(db, stopped.messageId)).map((step) => step.cause).slice(-2)).toEqual([
      'release_held',
      'release_undone',
    ]);
  });
});

describe('proof of life', () => {
  it('sends a check-in on the 5th, and a confirmation from its link starts the count again', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await lifeProofMessage();
    at('2026-12-05T08:59:59Z');
    await runDueCheckIns(deps);
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(0);

    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    await runDueCheckIns(deps);
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(1);
    expect(await stateOf(messageId)).toEqual({
      state: 'check_in_sent',
      next_at: new Date('2027-01-05T09:00:00Z'),
    });

    const token = await latestLink(messageId);
    // Reading what a link is about changes nothing.
    expect((await switchOfToken(deps, token)).state).toBe('check_in_sent');
    expect((await stateOf(messageId))?.state).toBe('check_in_sent');

    at('2026-12-06T18:00:00Z');
    const confirmed = await confirmCheckIn(deps, token);
    expect(confirmed).toMatchObject({ state: 'active', nextAt: new Date('2027-01-05T09:00:00Z') });
    expect((await stepsOf(db, messageId)).map((s) => s.cause)).toEqual([
      'started',
      'check_in_sent',
      'confirmed',
    ]);
  });

  it('releases the message after three unanswered check-ins and a last chance, once, and records every step', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    for (const instant of ['2026-12-05T09:00:00Z', '2027-01-05T09:00:00Z', '2027-02-05T09:00:00Z']) {
      at(instant);
      await runDueCheckIns(deps);
      await dispatchDueDeliveries(deps);
      expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    }
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(3);
    expect((await stateOf(messageId))?.state).toBe('missed_2');

    at('2027-03-05T09:00:00Z');
    await runDueCheckIns(deps);
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    const checkIns = await eventsFor(messageId, 'scheduler.check_in.due');
    // Only the last chance goes by SMS too.
    expect(checkIns.map((event) => (event as { lastChance?: boolean }).lastChance)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(await stateOf(messageId)).toEqual({
      state: 'last_chance',
      next_at: new Date('2027-03-08T09:00:00Z'),
    });

    at('2027-03-08T09:00:00Z');
    await runDueCheckIns(deps);
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(4);
    expect(await stateOf(messageId)).toEqual({ state: 'releasing', next_at: null });

    // Too late to answer: an old link no longer stops it.
    const token = await latestLink(messageId);
    await expect(confirmCheckIn(deps, token)).rejects.toMatchObject({ reason: 'SWITCH_CLOSED' });

    // Its recipient's e-mail went out a few seconds later.
    at('2027-03-08T09:00:05Z');
    await markLifeProofDelivered(deps, messageId);
    await markLifeProofDelivered(deps, messageId);
    const timeline = await messageTimeline(deps, messageId, userId);
    expect(timeline.map((step) => step.event)).toEqual([
      'started',
      'check_in_sent',
      'check_in_missed',
      'check_in_missed',
      'last_chance',
      'released',
      'delivery_dispatched',
      'delivered',
    ]);
    await expect(messageTimeline(deps, messageId, randomUUID())).rejects.toMatchObject({
      reason: 'SWITCH_NOT_FOUND',
    });
    expect(
      (await stepsOf(db, messageId)).map((s) => `${s.fromState ?? '-'}>${s.toState}:${s.cause}`),
    ).toEqual([
      '->active:started',
      'active>check_in_sent:check_in_sent',
      'check_in_sent>missed_1:check_in_missed',
      'missed_1>missed_2:check_in_missed',
      'missed_2>last_chance:last_chance',
      'last_chance>releasing:released',
      'releasing>delivered:delivered',
    ]);
  });

  it('asks a weekly sender each Monday, and releases after three unanswered weeks and the last chance', async () => {
    at('2026-11-24T12:00:00Z');
    const { messageId } = await lifeProofMessage('Europe/Madrid', 'weekly');
    expect(await stateOf(messageId)).toEqual({
      state: 'active',
      next_at: new Date('2026-11-30T09:00:00Z'),
    });
    const mondays = ['2026-11-30T09:00:00Z', '2026-12-07T09:00:00Z', '2026-12-14T09:00:00Z'];
    for (const monday of mondays) {
      at(monday);
      await runDueCheckIns(deps);
      await dispatchDueDeliveries(deps);
    }
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(3);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    at('2026-12-21T09:00:00Z');
    await runDueCheckIns(deps);
    expect((await stateOf(messageId))?.state).toBe('last_chance');
    at('2026-12-24T08:59:59Z');
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    at('2026-12-24T09:00:00Z');
    await runDueCheckIns(deps);
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
  });

  it('sends now only for the signed-in sender', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    const token = await latestLink(messageId);
    await expect(sendNow(deps, token, randomUUID())).rejects.toMatchObject({ reason: 'NOT_YOUR_MESSAGE' });
    expect((await stateOf(messageId))?.state).toBe('check_in_sent');

    await expect(sendNow(deps, token, userId)).resolves.toMatchObject({ state: 'releasing' });
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
    await expect(sendNow(deps, token, userId)).rejects.toMatchObject({ reason: 'SWITCH_CLOSED' });
  });

  it('sends now as if three check-ins were missed: a date its sender named still holds it', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage(
      'Europe/Madrid',
      'monthly',
      false,
      '2027-01-10T08:00:00Z',
    );
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    await expect(sendNow(deps, await latestLink(messageId), userId)).resolves.toMatchObject({
      state: 'waiting_for_date',
    });
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    at('2027-01-10T08:00:00Z');
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
  });

  it('sends a test check-in on request without moving the switch, and only to its sender', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    await expect(sendTestCheckIn(deps, messageId, randomUUID())).rejects.toMatchObject({
      reason: 'SWITCH_NOT_FOUND',
    });
    await sendTestCheckIn(deps, messageId, userId);
    const [event] = await eventsFor(messageId, 'scheduler.check_in.due');
    const link = await issueCheckInLink(deps, event!.checkInId!);
    expect(link.test).toBe(true);
    expect(await stateOf(messageId)).toEqual({ state: 'active', next_at: new Date('2026-12-05T09:00:00Z') });
    // A newer e-mail of the same check-in replaces its link.
    const newer = await issueCheckInLink(deps, event!.checkInId!);
    await expect(switchOfToken(deps, link.token)).rejects.toMatchObject({ reason: 'CHECK_IN_NOT_FOUND' });
    await expect(confirmCheckIn(deps, newer.token)).resolves.toMatchObject({ state: 'active' });
  });

  it('stops for good when the message is deleted', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId } = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    await cancelDelivery(deps, messageId);
    await cancelDelivery(deps, messageId);
    expect(await stateOf(messageId)).toEqual({ state: 'cancelled', next_at: null });
    for (const instant of ['2027-01-05T09:00:00Z', '2027-02-05T09:00:00Z', '2027-03-05T09:00:00Z']) {
      at(instant);
      await runDueCheckIns(deps);
    }
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(1);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
  });

  it('asks about a dated message more than 6 months ahead, never sends it early, and brings it forward on send now', async () => {
    at('2026-11-23T12:00:00Z');
    const payload = {
      messageId: randomUUID(),
      userId: randomUUID(),
      schedulingType: 'specific_date' as const,
      deliveryDate: '2027-08-01T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
    };
    await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
    const { messageId, userId } = payload;
    for (const instant of [
      '2026-12-05T09:00:00Z',
      '2027-01-05T09:00:00Z',
      '2027-02-05T09:00:00Z',
      '2027-03-05T09:00:00Z',
      '2027-04-05T08:00:00Z',
    ]) {
      at(instant);
      await runDueCheckIns(deps);
      await dispatchDueDeliveries(deps);
    }
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(5);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(0);
    expect((await stateOf(messageId))?.state).toBe('missed_2');

    const token = await latestLink(messageId);
    await expect(sendNow(deps, token, userId)).resolves.toMatchObject({ state: 'releasing' });
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
    // Its old date finds nothing left to send.
    at('2027-08-01T08:00:00Z');
    await dispatchDueDeliveries(deps);
    expect(await eventsFor(messageId, 'scheduler.delivery.due')).toHaveLength(1);
  });

  it('sends nothing while paused, and starts again from the 5th after the pause', async () => {
    at('2026-11-23T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    await expect(pauseSwitch(deps, messageId, randomUUID(), '2027-02-20')).rejects.toMatchObject({
      reason: 'SWITCH_NOT_FOUND',
    });
    for (const day of ['2026-11-23', '2028-02-20']) {
      await expect(pauseSwitch(deps, messageId, userId, day)).rejects.toMatchObject({
        reason: 'PAUSE_DATE_INVALID',
      });
    }
    // Days that do not exist are refused, not rolled over (2026-13-01 is no January 2027).
    for (const day of ['2026-02-30', '2026-13-01', '2027-00-10', '2027-02-29', '2027-1-05', 'mañana']) {
      await expect(pauseSwitch(deps, messageId, userId, day)).rejects.toMatchObject({
        reason: 'PAUSE_DATE_NOT_A_DAY',
        field: 'until',
      });
    }
    expect((await stateOf(messageId))?.state).toBe('active');
    await expect(pauseSwitch(deps, messageId, userId, '2027-02-20')).resolves.toMatchObject({
      state: 'paused',
      nextAt: new Date('2027-02-20T09:00:00Z'),
    });
    for (const instant of ['2026-12-05T09:00:00Z', '2027-01-05T09:00:00Z', '2027-02-05T09:00:00Z']) {
      at(instant);
      await runDueCheckIns(deps);
    }
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(0);
    at('2027-02-20T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await stateOf(messageId)).toEqual({ state: 'active', next_at: new Date('2027-03-05T09:00:00Z') });
    expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(0);

    // Paused again, then resumed early by its sender.
    await pauseSwitch(deps, messageId, userId, '2027-06-01');
    await expect(resumeSwitch(deps, messageId, userId)).resolves.toMatchObject({
      state: 'active',
      nextAt: new Date('2027-03-05T09:00:00Z'),
    });
    expect((await stepsOf(db, messageId)).map((s) => s.cause)).toEqual([
      'started',
      'paused',
      'resumed',
      'paused',
      'resumed',
    ]);
  });

  it('gives a message dated within 6 months no check-ins', async () => {
    at('2026-11-23T12:00:00Z');
    const messageId = randomUUID();
    const payload = {
      messageId,
      userId: randomUUID(),
      schedulingType: 'specific_date' as const,
      deliveryDate: '2027-05-01T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
    };
    await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
    expect(await stateOf(messageId)).toBeUndefined();
  });

  it('lets two schedulers tick side by side without sending a check-in twice', async () => {
    at('2026-11-23T12:00:00Z');
    const messages = await Promise.all(Array.from({ length: 30 }, () => lifeProofMessage()));
    at('2026-12-05T09:00:00Z');
    await Promise.all([runDueCheckIns(deps), runDueCheckIns(deps)]);
    await runDueCheckIns(deps);
    for (const { messageId } of messages) {
      expect(await eventsFor(messageId, 'scheduler.check_in.due')).toHaveLength(1);
    }
  });
});

/** A check-in e-mail notification logged as bounced, as its bounce handling leaves it. */
async function bounceLogged(
  ids: { messageId: string; userId: string },
  channel: 'email' | 'backup_email' = 'email',
) {
  await notificationSql.query(
    `INSERT INTO email_log (id, event_id, kind, user_id, status, message_id, about_message_id)
     VALUES ($1, $2, $3, $4, 'bounced', $5, $6)`,
    [
      randomUUID(),
      randomUUID(),
      channel === 'email' ? 'check_in' : 'check_in_backup',
      ids.userId,
      `<${randomUUID()}@legado.test>`,
      ids.messageId,
    ],
  );
}

/** A trusted contact's invitation e-mail, sent at `sentAt`, logged as bounced by notification. */
async function invitationBounceLogged(ids: { messageId: string; userId: string }, sentAt: string) {
  await notificationSql.query(
    `INSERT INTO email_log (id, event_id, kind, user_id, status, message_id, about_message_id, sent_at)
     VALUES ($1, $2, 'contact_invitation', $3, 'bounced', $4, $5, $6)`,
    [randomUUID(), randomUUID(), ids.userId, `<${randomUUID()}@legado.test>`, ids.messageId, sentAt],
  );
}

describe('a check-in that bounced', () => {
  it('is said on the timeline once, moves the switch nowhere, and a bounce naming someone else writes nothing', async () => {
    at('2026-12-01T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    at('2026-12-05T09:30:00Z');
    await runDueCheckIns(deps);
    const before = await db.lifeProofSwitch.findUniqueOrThrow({ where: { messageId } });
    const bounce = {
      id: randomUUID(),
      payload: { messageId, userId, bouncedAt: '2026-12-05T09:40:00.000Z', channel: 'email' as const },
    };
    // An event notification never logged (forged with its NATS identity) writes nothing.
    expect(await recordCheckInBounce(deps, bounceCheck, bounce, 'check-in-bounces')).toBe('unconfirmed');
    expect(await stepsOf(db, messageId)).not.toContainEqual(
      expect.objectContaining({ cause: 'check_in_bounced' }),
    );
    await bounceLogged({ messageId, userId });
    expect(await recordCheckInBounce(deps, bounceCheck, bounce, 'check-in-bounces')).toBe('recorded');
    // The same event again (a redelivery) is one fact.
    expect(await recordCheckInBounce(deps, bounceCheck, bounce, 'check-in-bounces')).toBe('ignored');
    const forged = {
      id: randomUUID(),
      payload: {
        messageId,
        userId: randomUUID(),
        bouncedAt: bounce.payload.bouncedAt,
        channel: 'email' as const,
      },
    };
    expect(await recordCheckInBounce(deps, bounceCheck, forged, 'check-in-bounces')).toBe('unconfirmed');

    const steps = await stepsOf(db, messageId);
    expect(steps.filter((step) => step.cause === 'check_in_bounced')).toEqual([
      {
        at: new Date('2026-12-05T09:40:00.000Z'),
        fromState: before.state,
        toState: before.state,
        cause: 'check_in_bounced',
      },
    ]);
    const after = await db.lifeProofSwitch.findUniqueOrThrow({ where: { messageId } });
    expect(after).toMatchObject({ state: before.state, nextAt: before.nextAt, lifeSigns: before.lifeSigns });
    expect((await messageTimeline(deps, messageId, userId)).map((step) => step.event)).toContain(
      'check_in_bounced',
    );
  });

  it('is listed for the admin, counted, until the sender shows life again', async () => {
    const listed = async (messageId: string) =>
      (await listBouncingSwitches(deps, 200)).find((row) => row.messageId === messageId);
    at('2027-03-01T12:00:00Z');
    const { messageId, userId } = await lifeProofMessage();
    const quiet = await lifeProofMessage();
    at('2027-03-05T09:30:00Z');
    await runDueCheckIns(deps);
    expect(await listed(messageId)).toBeUndefined();

    await bounceLogged({ messageId, userId });
    const bounce = (bouncedAt: string) =>
      recordCheckInBounce(
        deps,
        bounceCheck,
        { id: randomUUID(), payload: { messageId, userId, bouncedAt, channel: 'email' } },
        'check-in-bounces',
      );
    await bounce('2027-03-05T09:40:00.000Z');
    await bounce('2027-03-12T09:40:00.000Z');
    expect(await listed(messageId)).toMatchObject({
      userId,
      bouncedCheckIns: 2,
      lastBouncedAt: new Date('2027-03-12T09:40:00.000Z'),
      lastSignOfLifeAt: new Date('2027-03-01T12:00:00.000Z'),
    });
    expect(await listed(quiet.messageId)).toBeUndefined();

    at('2027-03-13T08:00:00Z');
    // Pausing it from their page is the sender's doing too.
    await pauseSwitch(deps, messageId, userId, '2027-04-20');
    expect(await listed(messageId)).toBeUndefined();
    await expect(listBouncingSwitches(deps, 0)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});

describe('the backup address', () => {
  const bounced = (
    ids: { messageId: string; userId: string },
    bouncedAt: string,
    channel: 'email' | 'backup_email' = 'email',
  ) =>
    bounceLogged(ids, channel).then(() =>
      recordCheckInBounce(
        deps,
        bounceCheck,
        { id: randomUUID(), payload: { ...ids, bouncedAt, channel } },
        'check-in-bounces',
      ),
    );
  const channelsOf = async (messageId: string) =>
    ((await eventsFor(messageId, 'scheduler.check_in.due')) as { channels?: string }[]).map(
      (event) => event.channels,
    );

  it('is asked from the first missed check-in on, never for the first of a run or a test', async () => {
    at('2026-11-23T12:00:00Z');
    const ids = await lifeProofMessage();
    await missEverything(ids.messageId);
    expect(await channelsOf(ids.messageId)).toEqual(['email', 'all', 'all', 'all']);

    const tried = await lifeProofMessage();
    await sendTestCheckIn(deps, tried.messageId, tried.userId);
    expect(await channelsOf(tried.messageId)).toEqual(['email']);
  });

  it('gets the first check-in at once when the sender’s address bounced it; its link answers, and nothing is missed', async () => {
    at('2027-05-01T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2027-05-05T09:00:00Z');
    await runDueCheckIns(deps);
    const [first] = await eventsFor(ids.messageId, 'scheduler.check_in.due');

    expect(await bounced(ids, '2027-05-05T09:10:00.000Z')).toBe('recorded');
    const events = await eventsFor(ids.messageId, 'scheduler.check_in.due');
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ checkInId: first!.checkInId, channels: 'backup_email' });

    // Notification mints the backup's link as it sends; the sender answers from that mailbox.
    const backup = await issueCheckInLink(deps, first!.checkInId!, 'backup_email');
    at('2027-05-06T08:00:00Z');
    await confirmCheckIn(deps, backup.token);
    expect(await stateOf(ids.messageId)).toMatchObject({ state: 'active' });
    const causes = (await stepsOf(db, ids.messageId)).map((step) => step.cause);
    expect(causes).not.toContain('check_in_missed');
    expect(causes).toContain('confirmed');

    // A second bounce of the same run sends nothing more: the backup already has it.
    await bounced(ids, '2027-05-06T09:00:00.000Z');
    expect(await eventsFor(ids.messageId, 'scheduler.check_in.due')).toHaveLength(2);
  });

  it('a bounce about a check-in e-mail sent before the sender answered changes nothing (true or forged)', async () => {
    at('2027-05-01T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2027-05-05T09:00:00Z');
    await runDueCheckIns(deps);
    const [first] = await eventsFor(ids.messageId, 'scheduler.check_in.due');
    const link = await issueCheckInLink(deps, first!.checkInId!, 'email');
    at('2027-05-05T10:00:00Z');
    await confirmCheckIn(deps, link.token);

    // Whoever holds the e-mail can make its report (notification logs it as it logs any); it comes after the
    // answer.
    await bounceLogged(ids);
    const late = await recordCheckInBounce(
      deps,
      bounceCheck,
      {
        id: randomUUID(),
        payload: {
          ...ids,
          bouncedAt: '2027-05-05T11:00:00.000Z',
          channel: 'email',
          sentAt: '2027-05-05T09:00:00.000Z',
        },
      },
      'check-in-bounces',
    );
    expect(late).toBe('ignored');
    expect((await stepsOf(db, ids.messageId)).map((step) => step.cause)).not.toContain('check_in_bounced');
    expect(await channelsOf(ids.messageId)).toEqual(['email']);
  });

  it('a bounce while the backup already gets every check-in sends nothing more; a backup’s bounce says so', async () => {
    at('2026-11-23T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2026-12-05T09:00:00Z');
    await runDueCheckIns(deps);
    at('2027-01-05T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await stateOf(ids.messageId)).toMatchObject({ state: 'missed_1' });

    await bounced(ids, '2027-01-05T09:10:00.000Z');
    await bounced(ids, '2027-01-05T09:11:00.000Z', 'backup_email');
    expect(await channelsOf(ids.messageId)).toEqual(['email', 'all']);
    const causes = (await stepsOf(db, ids.messageId)).map((step) => step.cause);
    expect(causes).toEqual(expect.arrayContaining(['check_in_bounced', 'backup_check_in_bounced']));
  });

  it('keeps a switch off the admin’s list while its backup is reached, and lists it once that bounces too', async () => {
    const listed = async (messageId: string) =>
      (await listBouncingSwitches(deps, 200)).some((row) => row.messageId === messageId);
    at('2027-06-01T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2027-06-05T09:00:00Z');
    await runDueCheckIns(deps);
    await bounced(ids, '2027-06-05T09:10:00.000Z');
    expect(await listed(ids.messageId)).toBe(true);

    const [first] = await eventsFor(ids.messageId, 'scheduler.check_in.due');
    at('2027-06-05T09:12:00Z');
    await issueCheckInLink(deps, first!.checkInId!, 'backup_email');
    expect(await listed(ids.messageId)).toBe(false);

    await bounced(ids, '2027-06-05T09:20:00.000Z', 'backup_email');
    expect(await listed(ids.messageId)).toBe(true);
  });

  it('when every channel bounces for three cycles, goes on to the last chance as the spec says', async () => {
    at('2026-11-23T12:00:00Z');
    const ids = await lifeProofMessage();
    for (const instant of ['2026-12-05T09:00:00Z', '2027-01-05T09:00:00Z', '2027-02-05T09:00:00Z']) {
      at(instant);
      await runDueCheckIns(deps);
      const bouncedAt = new Date(now.getTime() + 60_000).toISOString();
      await bounced(ids, bouncedAt);
      await bounced(ids, bouncedAt, 'backup_email');
    }
    at('2027-03-05T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await stateOf(ids.messageId)).toMatchObject({ state: 'last_chance' });
    expect((await listBouncingSwitches(deps, 200)).some((row) => row.messageId === ids.messageId)).toBe(true);
    // The timeline says, after each step the silence of no reachable mailbox moved, why it went on.
    const steps = (await stepsOf(db, ids.messageId)).filter((step) =>
      ['check_in_missed', 'last_chance', 'went_on_unreachable'].includes(step.cause),
    );
    expect(steps.map((step) => [step.cause, step.toState, step.at.toISOString()])).toEqual([
      ['check_in_missed', 'missed_1', '2027-01-05T09:00:00.000Z'],
      ['went_on_unreachable', 'missed_1', '2027-01-05T09:00:00.000Z'],
      ['check_in_missed', 'missed_2', '2027-02-05T09:00:00.000Z'],
      ['went_on_unreachable', 'missed_2', '2027-02-05T09:00:00.000Z'],
      ['last_chance', 'last_chance', '2027-03-05T09:00:00.000Z'],
      ['went_on_unreachable', 'last_chance', '2027-03-05T09:00:00.000Z'],
    ]);
  });

  it('counts a check-in its backup address received and nobody answered as any other, with no such note', async () => {
    at('2027-07-01T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2027-07-05T09:00:00Z');
    await runDueCheckIns(deps);
    await bounced(ids, '2027-07-05T09:10:00.000Z');
    const [first] = await eventsFor(ids.messageId, 'scheduler.check_in.due');
    at('2027-07-05T09:12:00Z');
    await issueCheckInLink(deps, first!.checkInId!, 'backup_email');
    at('2027-08-05T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await stateOf(ids.messageId)).toMatchObject({ state: 'missed_1' });
    expect((await stepsOf(db, ids.messageId)).map((step) => step.cause)).not.toContain('went_on_unreachable');
  });
});

describe('the trusted contact’s invitation', () => {
  const invitationOf = async (userId: string, messageId: string) =>
    (await listSwitchesOf(db, userId)).find((row) => row.messageId === messageId)?.contactInvitation;

  it('goes out once when a switch asking a contact starts, never for one without', async () => {
    at('2027-07-01T12:00:00Z');
    const asked = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const alone = await lifeProofMessage();
    expect(await eventsFor(asked.messageId, 'scheduler.contact_invitation.due')).toEqual([
      { messageId: asked.messageId, userId: asked.userId },
    ]);
    expect(await eventsFor(alone.messageId, 'scheduler.contact_invitation.due')).toEqual([]);
    expect(await invitationOf(asked.userId, asked.messageId)).toBe('invited');
    expect(await invitationOf(alone.userId, alone.messageId)).toBeNull();

    // The same ready event again starts nothing and invites no one twice.
    await planDelivery(deps, { id: randomUUID(), payload: asked }, 'delivery-plans');
    expect(await eventsFor(asked.messageId, 'scheduler.contact_invitation.due')).toHaveLength(1);
    await expect(issueContactInvitationLink(deps, alone.messageId)).rejects.toMatchObject({
      reason: 'CONTACT_INVITATION_NOT_FOUND',
    });
  });

  it('is answered from its newest link, may be changed, and each change is on the sender’s timeline', async () => {
    at('2027-07-01T12:00:00Z');
    const ids = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const old = await issueContactInvitationLink(deps, ids.messageId);
    const { token } = await issueContactInvitationLink(deps, ids.messageId);
    await expect(getContactInvitation(deps, old.token)).rejects.toMatchObject({
      reason: 'CONTACT_INVITATION_NOT_FOUND',
    });
    expect(await getContactInvitation(deps, token)).toEqual({ state: 'invited', open: true });

    at('2027-07-02T10:00:00Z');
    expect(await answerContactInvitation(deps, token, 'accept')).toEqual({ state: 'accepted', open: true });
    await answerContactInvitation(deps, token, 'accept');
    at('2027-07-03T10:00:00Z');
    await answerContactInvitation(deps, token, 'decline');
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('declined');
    const notes = (await stepsOf(db, ids.messageId)).filter((step) => step.cause.startsWith('contact_'));
    expect(notes.map((step) => [step.cause, step.at.toISOString()])).toEqual([
      ['contact_accepted', '2027-07-02T10:00:00.000Z'],
      ['contact_declined', '2027-07-03T10:00:00.000Z'],
    ]);
    // An answer moves the switch nowhere.
    expect(await stateOf(ids.messageId)).toMatchObject({ state: 'active' });
  });

  it('closes with its switch: the page says so and an answer changes nothing', async () => {
    at('2027-07-01T12:00:00Z');
    const ids = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const { token } = await issueContactInvitationLink(deps, ids.messageId);
    await cancelDelivery(deps, ids.messageId);
    expect(await getContactInvitation(deps, token)).toEqual({ state: 'invited', open: false });
    await expect(answerContactInvitation(deps, token, 'accept')).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CONTACT_INVITATION_CLOSED',
    });
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('invited');
  });

  it('that bounced shows on the sender’s card and timeline once, unless the contact had already answered', async () => {
    at('2027-07-01T12:00:00Z');
    const ids = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const answered = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const bounce = (target: { messageId: string; userId: string }, userId = target.userId) =>
      recordContactInvitationBounce(
        deps,
        bounceCheck,
        {
          id: randomUUID(),
          payload: { messageId: target.messageId, userId, bouncedAt: '2027-07-01T12:05:00.000Z' },
        },
        'check-in-bounces',
      );
    // Notification logged no bounce (an event forged with its NATS identity), or only one of an invitation sent
    // before this one was made (a previous contact's): nothing is written.
    expect(await bounce(ids)).toBe(false);
    await invitationBounceLogged(ids, '2027-07-01T11:59:00.000Z');
    expect(await bounce(ids)).toBe(false);
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('invited');
    for (const target of [ids, answered]) await invitationBounceLogged(target, '2027-07-01T12:01:00.000Z');
    expect(await bounce(ids, randomUUID())).toBe(false);
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('invited');
    expect(await bounce(ids)).toBe(true);
    expect(await bounce(ids)).toBe(false);
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('bounced');
    expect((await messageTimeline(deps, ids.messageId, ids.userId)).map((step) => step.event)).toEqual(
      expect.arrayContaining(['contact_invitation_bounced']),
    );
    expect(
      (await stepsOf(db, ids.messageId)).filter((step) => step.cause === 'contact_invitation_bounced'),
    ).toHaveLength(1);

    const { token } = await issueContactInvitationLink(deps, answered.messageId);
    await answerContactInvitation(deps, token, 'accept');
    expect(await bounce(answered)).toBe(false);
    expect(await invitationOf(answered.userId, answered.messageId)).toBe('accepted');
  });

  it('is sent again when the sender names a new contact: the old answer and link no longer count', async () => {
    at('2027-07-01T12:00:00Z');
    const ids = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    const old = await issueContactInvitationLink(deps, ids.messageId);
    await answerContactInvitation(deps, old.token, 'decline');
    // `changes`: how many times the message service says its contact was changed (forged-events.int.test.ts).
    const changed = (payload: { messageId: string; userId: string }, changes = 1) =>
      reinviteTrustedContact(deps, { id: randomUUID(), payload }, 'delivery-plans', changes);

    expect(await changed({ messageId: ids.messageId, userId: randomUUID() })).toBe(false);
    at('2027-07-02T09:00:00Z');
    expect(await changed(ids)).toBe(true);
    // The same change again (a repeat, or forged under a new id) throws nothing away.
    expect(await changed(ids)).toBe(false);
    expect(await invitationOf(ids.userId, ids.messageId)).toBe('invited');
    expect(await eventsFor(ids.messageId, 'scheduler.contact_invitation.due')).toHaveLength(2);
    await expect(getContactInvitation(deps, old.token)).rejects.toMatchObject({
      reason: 'CONTACT_INVITATION_NOT_FOUND',
    });
    expect((await stepsOf(db, ids.messageId)).map((step) => step.cause)).toContain('contact_changed');

    // A switch without a contact, or one that has ended, invites no one.
    const alone = await lifeProofMessage();
    expect(await changed(alone)).toBe(false);
    await cancelDelivery(deps, ids.messageId);
    expect(await changed(ids, 2)).toBe(false);
    expect(await eventsFor(ids.messageId, 'scheduler.contact_invitation.due')).toHaveLength(2);
  });
});

describe('the sender’s card', () => {
  it('shows the last sign of life and what it was, never a step of the calendar', async () => {
    at('2027-08-01T12:00:00Z');
    const ids = await lifeProofMessage();
    const card = async () =>
      (await listSwitchesOf(db, ids.userId)).find((row) => row.messageId === ids.messageId)?.lastLifeSign;
    expect(await card()).toEqual({ at: new Date('2027-08-01T12:00:00Z'), cause: 'started' });

    at('2027-08-05T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await card()).toMatchObject({ cause: 'started' });
    const token = await latestLink(ids.messageId);
    at('2027-08-06T18:30:00Z');
    await confirmCheckIn(deps, token);
    expect(await card()).toEqual({ at: new Date('2027-08-06T18:30:00Z'), cause: 'confirmed' });
  });
});

describe('the twice-yearly review of what is armed', () => {
  const reviewsFor = async (userId: string) =>
    (
      await sql.query('SELECT 1 FROM outbox_event WHERE type = $1 AND payload->>$3 = $2', [
        'scheduler.review.due',
        userId,
        'userId',
      ])
    ).rowCount;

  it('goes out 182 days after the first switch, once, then every 182 days while something is open', async () => {
    at('2028-01-10T12:00:00Z');
    const ids = await lifeProofMessage();
    at('2028-07-09T12:00:00Z');
    await runDueReviews(deps);
    expect(await reviewsFor(ids.userId)).toBe(0);
    at('2028-07-10T12:00:01Z');
    await runDueReviews(deps);
    await runDueReviews(deps);
    expect(await reviewsFor(ids.userId)).toBe(1);
    at('2029-01-08T12:00:02Z');
    await runDueReviews(deps);
    expect(await reviewsFor(ids.userId)).toBe(2);

    // Nothing open any more: no review, and the sender is forgotten.
    await cancelDelivery(deps, ids.messageId);
    at('2029-07-10T12:00:00Z');
    await runDueReviews(deps);
    expect(await reviewsFor(ids.userId)).toBe(2);
    expect((await sql.query('SELECT 1 FROM armed_review WHERE user_id = $1', [ids.userId])).rowCount).toBe(0);
  });

  it('never answers a last chance, and its link dies at any later sign of life of the sender', async () => {
    at('2026-11-23T12:00:00Z');
    const late = await lifeProofMessage();
    at('2027-02-20T12:00:00Z');
    const fresh = { ...late, messageId: randomUUID() };
    await planDelivery(deps, { id: randomUUID(), payload: fresh }, 'delivery-plans');
    for (const instant of [
      '2026-12-05T09:00:00Z',
      '2027-01-05T09:00:00Z',
      '2027-02-05T09:00:00Z',
      '2027-03-05T09:00:00Z',
    ]) {
      at(instant);
      await runDueCheckIns(deps);
    }
    expect(await stateOf(late.messageId)).toMatchObject({ state: 'last_chance' });

    const link = await issueReviewLink(deps, late.userId);
    expect(await confirmReview(deps, link.token)).toEqual({ confirmed: 1, held: 1 });
    expect(await stateOf(late.messageId)).toMatchObject({ state: 'last_chance' });

    // Minted, then the sender answers their last chance: the review's e-mail no longer stands for them.
    const next = await issueReviewLink(deps, late.userId);
    at('2027-03-06T09:00:00Z');
    await confirmCheckIn(deps, await latestLink(late.messageId));
    await expect(confirmReview(deps, next.token)).rejects.toMatchObject({ reason: 'REVIEW_NOT_FOUND' });
  });

  it('does not answer a switch while its trusted contact is asked: that stays the contact’s to answer', async () => {
    at('2026-11-23T12:00:00Z');
    const asking = await lifeProofMessage('Europe/Madrid', 'monthly', true);
    await missEverything(asking.messageId);
    expect(await stateOf(asking.messageId)).toMatchObject({ state: 'awaiting_contact' });
    const token = await contactLink(asking.messageId);
    // Another switch of the same sender's, open and answerable.
    const other = { ...asking, messageId: randomUUID(), hasContact: false };
    await planDelivery(deps, { id: randomUUID(), payload: other }, 'delivery-plans');

    const link = await issueReviewLink(deps, asking.userId);
    expect(await confirmReview(deps, link.token)).toEqual({ confirmed: 1, held: 1 });
    expect(await stateOf(asking.messageId)).toEqual({
      state: 'awaiting_contact',
      next_at: new Date('2027-03-15T09:00:00Z'),
    });
    expect((await stepsOf(db, asking.messageId)).map((step) => step.cause)).not.toContain('reviewed');
    // The contact is still asked, and their answer still decides.
    expect(await getContactCheck(deps, token)).toMatchObject({ state: 'waiting' });
    at('2027-03-10T12:00:00Z');
    expect(await answerContactCheck(deps, token, 'veto')).toMatchObject({ state: 'vetoed' });
  });

  it('its link counts as a sign of life on every open switch of the sender, once', async () => {
    at('2028-01-10T12:00:00Z');
    const first = await lifeProofMessage();
    // A second switch of the same sender's.
    await planDelivery(
      deps,
      { id: randomUUID(), payload: { ...first, messageId: randomUUID() } },
      'delivery-plans',
    );
    at('2028-02-05T09:00:00Z');
    await runDueCheckIns(deps);
    expect(await stateOf(first.messageId)).toMatchObject({ state: 'check_in_sent' });

    const { token, switches } = await issueReviewLink(deps, first.userId);
    expect(switches.map((found) => found.messageId)).toContain(first.messageId);
    const older = await issueReviewLink(deps, first.userId);
    await expect(confirmReview(deps, token)).rejects.toMatchObject({ reason: 'REVIEW_NOT_FOUND' });

    at('2028-02-06T10:00:00Z');
    expect(await confirmReview(deps, older.token)).toEqual({ confirmed: 2, held: 0 });
    expect(await stateOf(first.messageId)).toMatchObject({ state: 'active' });
    expect((await stepsOf(db, first.messageId)).map((step) => step.cause)).toContain('reviewed');
    await expect(confirmReview(deps, older.token)).rejects.toMatchObject({ reason: 'REVIEW_NOT_FOUND' });
    await expect(issueReviewLink(deps, randomUUID())).rejects.toMatchObject({ reason: 'REVIEW_NOT_FOUND' });
  });
});
