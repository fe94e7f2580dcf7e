import { given, knownValue, required } from '@app/proto/rules/proto-enum';
import type { LifeProofSwitch__Output } from '@app/proto/gen/app/scheduler/v1/LifeProofSwitch.ts';
import { LIFE_SIGNS } from '@app/proto/rules/life-proof';

/** The shape the page and the message list read (docs/proof-of-life-api.md). */
export function lifeProofView(found: LifeProofSwitch__Output) {
  return {
    state: required(found.state, 'switch state'),
    missedCheckIns: found.missedCheckIns,
    nextCheckInAt: found.nextCheckInAt || null,
    deliversAt: found.deliverAt || null,
  };
}

/** A switch on its sender's own card: where the trusted contact's invitation stands too. */
export function lifeProofCardView(found: LifeProofSwitch__Output) {
  const how = knownValue(LIFE_SIGNS, found.lastLifeSign);
  return {
    ...lifeProofView(found),
    contactInvitation: given(found.contactInvitation) ?? null,
    lastLifeSign: how && found.lastLifeSignAt ? { at: found.lastLifeSignAt, how } : null,
  };
}
