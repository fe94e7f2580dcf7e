import {
  isOpenLifeProofState,
  type LifeProofCadence,
  type LifeProofState,
} from '@app/proto/rules/life-proof';
import { CONTACT_WINDOW_DAYS } from '@app/proto/rules/trusted-contact';
import { answerDeadline, LAST_CHANCE_WINDOW_MS, nextCheckInAfter } from './check-in-calendar.ts';

/**
 * A proof-of-life switch as an explicit state machine. Pure: the use cases load a switch under a row lock,
 * ask here what follows, and write the answer (state, next instant, audit step, e-mail, release) in one
 * transaction.
 *
 *   active ─5th─▶ check_in_sent ─unanswered─▶ missed_1 ─unanswered─▶ missed_2 ─unanswered─▶ last_chance ─3 days─▶ releasing ─▶ delivered
 *      ▲              │                          │                      │                      │                     ▲
 *      └── confirm ───┴──────────────────────────┴──────────────────────┴──────────────────────┘     send now ───────┘
 *   any state but delivered ──message deleted──▶ cancelled
 *
 * A proof-of-life message whose sender named a date (holdUntil) is released into waiting_for_date instead of
 * releasing while that date is ahead: its delivery job is due then, and the sender's sign-in (with their
 * consent) or their own "stop" undoes the release (back to active, the job withdrawn, unless it has already
 * gone out). Nothing mailed can undo it: an old link may be in anyone's hands by then.
 *
 * With a trusted contact, the last chance leads to awaiting_contact instead: the contact is asked, and for
 * CONTACT_WINDOW_DAYS they may veto (back to active: the sender's check-ins start again) or release at once;
 * silence releases when the window ends. The sender can still confirm, pause, send now or cancel.
 *
 * Every unanswered step sends the next check-in, and each check-in has at least MIN_ANSWER_WINDOW_MS to be
 * answered; after the third, a last-chance e-mail has LAST_CHANCE_WINDOW_MS. So a release needs three
 * check-ins and the last chance actually sent, each left unanswered at least that long: a scheduler down
 * across the 5th delays check-ins, it never hurries a release.
 */
export { missedCheckIns, type LifeProofState } from '@app/proto/rules/life-proof';

export type StepCause =
  | 'started'
  | 'check_in_sent'
  | 'check_in_missed'
  | 'last_chance'
  | 'contact_asked'
  | 'contact_vetoed'
  | 'contact_released'
  | 'confirmed'
  | 'paused'
  | 'resumed'
  | 'send_now'
  | 'released'
  | 'delivered'
  | 'cancelled'
  | 'test_check_in'
  | 'signed_in'
  | 'message_sealed'
  /** The sender answered their twice-yearly review of what is armed. */
  | 'reviewed'
  /** Not a transition: a check-in e-mail came back undelivered (the switch goes on as it was). */
  | 'check_in_bounced'
  /** Not a transition: the same, from the sender's backup address. */
  | 'backup_check_in_bounced'
  /**
   * Not a transition: a check-in went unanswered with every channel tried returning it, and the count went on
   * all the same (a dead sender's closed mailbox must not hold a message for ever).
   */
  | 'went_on_unreachable'
  /** Not a transition: the trusted contact accepted, or declined, the role they were invited to. */
  | 'contact_accepted'
  | 'contact_declined'
  /** Not a transition: the trusted contact's invitation came back undelivered. */
  | 'contact_invitation_bounced'
  /** Not a transition: the sender named a new trusted contact, who is invited. */
  | 'contact_changed'
  /** Released, the message waits for the date its sender named. */
  | 'release_held'
  /** The sender, signed in, stopped a release that waited for its date. */
  | 'release_undone'
  /** The sender's sign-in (or a message they sealed) undid a release that waited for its date. */
  | 'release_undone_by_sign_in';

/** What the sender did elsewhere that may count as an answer (where they agreed to it). */
export type ActivityCause = Extract<StepCause, 'signed_in' | 'message_sealed'>;

export type SwitchSnapshot = {
  state: LifeProofState;
  nextAt: Date | null;
  timeZone: string;
  /** How often the sender is asked (a dated message's switch is monthly). */
  cadence: LifeProofCadence;
  /** A dated message's date (its check-ins never send it early); null for proof of life. */
  deliverAt: Date | null;
  /** The sender named a trusted contact, asked before a release. */
  hasContact: boolean;
  /** Proof of life with a date: a release waits until then. */
  holdUntil: Date | null;
};

export type Transition = {
  to: LifeProofState;
  nextAt: Date | null;
  cause: StepCause;
  /** A check-in e-mail goes out with this step. */
  sendCheckIn: boolean;
  /** The message goes to its recipient with this step: at once, or at `releaseAt`. */
  release: boolean;
  releaseAt?: Date;
  /** The release that waited for its date is withdrawn (unless its delivery has already gone out). */
  withdrawRelease?: true;
  /** The trusted contact is e-mailed with this step. */
  askContact?: true;
  /**
   * A sign that the sender is alive (their answer, a pause, their contact's veto): every link issued before
   * it stops answering, so nobody can hold the switch with an old e-mail.
   */
  lifeSign?: true;
};

const CONTACT_WINDOW_MS = CONTACT_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** A dated message's check-ins stop once the next would not come before its date. */
const beforeDate = (next: Date, deliverAt: Date | null) =>
  deliverAt && next.getTime() >= deliverAt.getTime() ? null : next;

/** The switch lets the message go: now, or, when its sender named a date still ahead, on that date. */
function release(current: SwitchSnapshot, cause: StepCause, now: Date): Transition {
  if (current.holdUntil && current.holdUntil.getTime() > now.getTime()) {
    return {
      to: 'waiting_for_date',
      nextAt: null,
      cause: 'release_held',
      sendCheckIn: false,
      release: true,
      releaseAt: current.holdUntil,
    };
  }
  return { to: 'releasing', nextAt: null, cause, sendCheckIn: false, release: true };
}

/** A switch is born active, its first check-in the cadence's next one. */
export function startSwitch(
  now: Date,
  timeZone: string,
  deliverAt: Date | null = null,
  cadence: LifeProofCadence = 'monthly',
): Transition {
  return {
    to: 'active',
    nextAt: beforeDate(nextCheckInAfter(now, timeZone, cadence), deliverAt),
    cause: 'started',
    sendCheckIn: false,
    release: false,
  };
}

/**
 * A dated message's check-in: misses are counted (up to two, for the sender to see) but never lead to a
 * last chance or a release: the date does.
 */
function onDueDated(current: SwitchSnapshot, now: Date): Transition | null {
  const next: Record<string, LifeProofState> = {
    active: 'check_in_sent',
    check_in_sent: 'missed_1',
    missed_1: 'missed_2',
    missed_2: 'missed_2',
  };
  const to = next[current.state];
  if (!to) return null;
  return {
    to,
    nextAt: beforeDate(answerDeadline(now, current.timeZone, current.cadence), current.deliverAt),
    cause: current.state === 'active' ? 'check_in_sent' : 'check_in_missed',
    sendCheckIn: true,
    release: false,
  };
}

/** What happens when a switch's next instant has come; null when nothing is due. */
export function onDue(current: SwitchSnapshot, now: Date): Transition | null {
  if (!current.nextAt || current.nextAt.getTime() > now.getTime()) return null;
  // A pause that has run its course: the count starts again from the next 5th, without an e-mail.
  if (current.state === 'paused') return onResume(current, now);
  if (current.deliverAt) return onDueDated(current, now);
  const checkIn = (to: LifeProofState, cause: StepCause): Transition => ({
    to,
    nextAt: answerDeadline(now, current.timeZone, current.cadence),
    cause,
    sendCheckIn: true,
    release: false,
  });
  switch (current.state) {
    case 'active':
      return checkIn('check_in_sent', 'check_in_sent');
    case 'check_in_sent':
      return checkIn('missed_1', 'check_in_missed');
    case 'missed_1':
      return checkIn('missed_2', 'check_in_missed');
    case 'missed_2':
      // The third went unanswered: one last e-mail, and a few days, before the message goes.
      return {
        to: 'last_chance',
        nextAt: new Date(now.getTime() + LAST_CHANCE_WINDOW_MS),
        cause: 'last_chance',
        sendCheckIn: true,
        release: false,
      };
    case 'last_chance':
      if (current.hasContact) {
        // One more person who may know the sender is fine is asked before anything goes.
        return {
          to: 'awaiting_contact',
          nextAt: new Date(now.getTime() + CONTACT_WINDOW_MS),
          cause: 'contact_asked',
          sendCheckIn: false,
          release: false,
          askContact: true,
        };
      }
      return release(current, 'released', now);
    case 'awaiting_contact':
      return release(current, 'released', now);
    default:
      return null;
  }
}

export class SwitchClosedError extends Error {
  readonly state: LifeProofState;
  constructor(state: LifeProofState) {
    super(`the switch has ended (${state})`);
    this.state = state;
  }
}

function requireOpen(current: SwitchSnapshot): void {
  if (!isOpenLifeProofState(current.state)) throw new SwitchClosedError(current.state);
}

/**
 * The sender is still here: the count starts again and the next check-in is the next 5th. A pause the
 * sender chose runs its course: the answer is recorded, the pause stays.
 */
export function onConfirm(current: SwitchSnapshot, now: Date): Transition {
  requireOpen(current);
  if (current.state === 'paused') {
    return {
      to: 'paused',
      nextAt: current.nextAt,
      cause: 'confirmed',
      sendCheckIn: false,
      release: false,
      lifeSign: true,
    };
  }
  return {
    to: 'active',
    nextAt: beforeDate(nextCheckInAfter(now, current.timeZone, current.cadence), current.deliverAt),
    cause: 'confirmed',
    sendCheckIn: false,
    release: false,
    lifeSign: true,
  };
}

/** The states in which a check-in (or the contact's question) waits for an answer. */
const WAITING_STATES: readonly LifeProofState[] = [
  'check_in_sent',
  'missed_1',
  'missed_2',
  'last_chance',
  'awaiting_contact',
];

/**
 * The sender signed in or sealed a message: where a check-in waits, it is answered as by a confirmation,
 * with its own cause; where the released message waits for its date, the release is undone. Nothing when
 * none waits (an active switch has nothing to answer; a pause runs its course).
 */
export function onActivity(current: SwitchSnapshot, cause: ActivityCause, now: Date): Transition | null {
  if (current.state === 'waiting_for_date') return onReleaseUndone(current, 'release_undone_by_sign_in', now);
  if (!WAITING_STATES.includes(current.state)) return null;
  return { ...onConfirm(current, now), cause };
}

/**
 * The sender is here after all while their released message waits for its date: the release is withdrawn and
 * the count starts again. Null in any other state (nothing to undo).
 */
export function onReleaseUndone(
  current: SwitchSnapshot,
  cause: Extract<StepCause, 'release_undone' | 'release_undone_by_sign_in'>,
  now: Date,
): Transition | null {
  if (current.state !== 'waiting_for_date') return null;
  return {
    to: 'active',
    nextAt: nextCheckInAfter(now, current.timeZone, current.cadence),
    cause,
    sendCheckIn: false,
    release: false,
    lifeSign: true,
    withdrawRelease: true,
  };
}

/**
 * The sender, signed in (itself a sign of life), pauses the switch until `until`: no check-in goes out and
 * nothing counts as missed until then.
 */
export function onPause(current: SwitchSnapshot, until: Date): Transition {
  requireOpen(current);
  return { to: 'paused', nextAt: until, cause: 'paused', sendCheckIn: false, release: false, lifeSign: true };
}

/** A pause ends on its date: active again, the next check-in the next 5th. */
export function onResume(current: SwitchSnapshot, now: Date): Transition | null {
  if (current.state !== 'paused') return null;
  return {
    to: 'active',
    nextAt: beforeDate(nextCheckInAfter(now, current.timeZone, current.cadence), current.deliverAt),
    cause: 'resumed',
    sendCheckIn: false,
    release: false,
  };
}

/** The sender, signed in, ends their pause early: as on its date, and a sign of life. */
export function onSenderResume(current: SwitchSnapshot, now: Date): Transition | null {
  const resumed = onResume(current, now);
  return resumed && { ...resumed, lifeSign: true };
}

/** The sender asks for the message to go now. */
export function onSendNow(current: SwitchSnapshot, now: Date): Transition {
  requireOpen(current);
  // As if three check-ins had been missed: a date the sender named still holds it.
  return release(current, 'send_now', now);
}

/** A test check-in the sender asked for: an e-mail, and no change of state. */
export function onTestCheckIn(current: SwitchSnapshot): Transition {
  requireOpen(current);
  return {
    to: current.state,
    nextAt: current.nextAt,
    cause: 'test_check_in',
    sendCheckIn: true,
    release: false,
  };
}

export class ContactCheckClosedError extends Error {
  constructor() {
    super('the switch is not waiting for its trusted contact');
  }
}

/**
 * The trusted contact answers: a veto means the sender is fine (the count starts again, as after a
 * confirmation); a release lets the message go now. Only while the switch waits for them.
 */
export function onContactAnswer(current: SwitchSnapshot, answer: 'veto' | 'release', now: Date): Transition {
  if (current.state !== 'awaiting_contact') throw new ContactCheckClosedError();
  if (answer === 'release') return release(current, 'contact_released', now);
  return {
    to: 'active',
    nextAt: nextCheckInAfter(now, current.timeZone, current.cadence),
    cause: 'contact_vetoed',
    sendCheckIn: false,
    release: false,
    lifeSign: true,
  };
}

/** The message was deleted: nothing more goes out. Null when it had already reached its recipient. */
export function onCancel(current: SwitchSnapshot): Transition | null {
  if (current.state === 'delivered' || current.state === 'cancelled') return null;
  return { to: 'cancelled', nextAt: null, cause: 'cancelled', sendCheckIn: false, release: false };
}

/**
 * The message reached its recipient: released (at once or on the date it waited for), or (a dated one) on its
 * date whatever the switch said.
 */
export function onDelivered(current: SwitchSnapshot): Transition | null {
  const released = current.state === 'releasing' || current.state === 'waiting_for_date';
  if (!released && !(current.deliverAt && isOpenLifeProofState(current.state))) return null;
  return { to: 'delivered', nextAt: null, cause: 'delivered', sendCheckIn: false, release: false };
}
