import { LifeProofCadence as LifeProofCadenceEnum } from '../../gen/app/message/v1/LifeProofCadence.ts';
import { CheckInChannel as CheckInChannelEnum } from '../../gen/app/scheduler/v1/CheckInChannel.ts';
import { LifeProofState as LifeProofStateEnum } from '../../gen/app/scheduler/v1/LifeProofState.ts';
import { enumValues } from './proto-enum.ts';

/**
 * Proof of life's states and counts, as every side names them (scheduler, notification, bff, web). The
 * transitions live in the scheduler (services/scheduler/src/domain/life-proof-state.ts).
 */
export const LIFE_PROOF_STATES = enumValues(LifeProofStateEnum);
export type LifeProofState = (typeof LIFE_PROOF_STATES)[number];

/** The states in which the switch still waits on its sender: they can confirm, send now or cancel. */
export const OPEN_LIFE_PROOF_STATES = [
  'active',
  'check_in_sent',
  'missed_1',
  'missed_2',
  'last_chance',
  'awaiting_contact',
  'paused',
] as const satisfies readonly LifeProofState[];
export type OpenLifeProofState = (typeof OPEN_LIFE_PROOF_STATES)[number];

/**
 * How often a sender is asked: every week (Mondays), every month (the 5th, the default) or every quarter (the
 * 5th of January, April, July and October), always at 10:00 of their clock.
 */
export const LIFE_PROOF_CADENCES = enumValues(LifeProofCadenceEnum);
export type LifeProofCadence = (typeof LIFE_PROOF_CADENCES)[number];
export const DEFAULT_LIFE_PROOF_CADENCE: LifeProofCadence = 'monthly';

export function isLifeProofCadence(value: unknown): value is LifeProofCadence {
  return typeof value === 'string' && (LIFE_PROOF_CADENCES as readonly string[]).includes(value);
}

/** Where a check-in's link goes: the sender's address, their backup address, their phone. Each link is its own. */
export const CHECK_IN_CHANNELS = enumValues(CheckInChannelEnum);
export type CheckInChannel = (typeof CHECK_IN_CHANNELS)[number];

/** How far ahead a dated message's date must be for it to get monthly check-ins too (the spec's 6 months). */
export const DATED_CHECK_INS_AFTER_MONTHS = 6;

/**
 * Whether a message dated `deliverAt` gets monthly check-ins (its sender can confirm, send it now or cancel;
 * unanswered, they never send it early): when its date is more than 6 months after `now`.
 */
export function getsDatedCheckIns(deliverAt: Date, now: Date): boolean {
  const threshold = new Date(now);
  threshold.setUTCMonth(threshold.getUTCMonth() + DATED_CHECK_INS_AFTER_MONTHS);
  return deliverAt.getTime() > threshold.getTime();
}

/** The furthest ahead a sender may pause their switch. */
export const MAX_PAUSE_DAYS = 366;

/** Unanswered check-ins in a row after which the last-chance e-mail goes out, and then the message. */
export const MAX_MISSED_CHECK_INS = 3;

export function isLifeProofState(value: unknown): value is LifeProofState {
  return typeof value === 'string' && (LIFE_PROOF_STATES as readonly string[]).includes(value);
}

export function isOpenLifeProofState(state: string): state is OpenLifeProofState {
  return (OPEN_LIFE_PROOF_STATES as readonly string[]).includes(state);
}

/** How many check-ins in a row went unanswered in a state. */
export function missedCheckIns(state: LifeProofState): number {
  if (state === 'missed_1') return 1;
  if (state === 'missed_2') return 2;
  return state === 'last_chance' ||
    state === 'awaiting_contact' ||
    state === 'releasing' ||
    state === 'delivered'
    ? MAX_MISSED_CHECK_INS
    : 0;
}

/**
 * What counts as the sender's sign of life on a switch, as its timeline names it: its start, an answer to a
 * check-in or to the twice-yearly review, a pause or an early resume, activity that answered a waiting check-in (with their consent), a
 * trusted contact's veto, and a release waiting for its date undone by the sender. The sender's card shows the last one.
 */
export const LIFE_SIGNS = [
  'started',
  'reviewed',
  'confirmed',
  'signed_in',
  'message_sealed',
  'paused',
  'resumed',
  'contact_vetoed',
  'release_undone',
  'release_undone_by_sign_in',
] as const;
export type LifeSign = (typeof LIFE_SIGNS)[number];

/** How often a sender is sent the review of what they have armed (twice a year). */
export const REVIEW_INTERVAL_DAYS = 182;
