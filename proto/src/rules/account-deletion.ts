/**
 * What becomes of a sender's messages when they close their account (docs/account-api.md, "Deleting the
 * account"): every message is deleted, except a waiting dated (or immediate) one they ask to have delivered
 * still. Proof of life never outlives its sender's account: nobody would be left to answer its check-ins. One
 * waiting for payment cannot either: nobody would be left to pay for it. The web offers the choice by this rule
 * and the message service decides by it again.
 */
export type OutlivingFacts = {
  isSealed: boolean;
  schedulingType: 'specific_date' | 'life_proof';
  isDelivered: boolean;
  requiresPayment: boolean;
  paid: boolean;
  isLocked: boolean;
  deliveryFailed: boolean;
};

/** Sealed, not yet delivered and still able to be: the sender's closing leaves it to go out or be cancelled. */
export function isWaiting(message: OutlivingFacts): boolean {
  return message.isSealed && !message.isDelivered && !message.isLocked && !message.deliveryFailed;
}

/** Whether the sender may choose to have it delivered after their account is gone. */
export function mayOutliveAccount(message: OutlivingFacts): boolean {
  return (
    isWaiting(message) &&
    message.schedulingType === 'specific_date' &&
    (!message.requiresPayment || message.paid)
  );
}

/** How many messages one closing may keep: far more than anyone has waiting (the event's bound). */
export const MAX_MESSAGES_DELIVERED_AFTER_CLOSING = 1000;
