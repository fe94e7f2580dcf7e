/**
 * Why a delivery failed for good, as notification reads a report (RFC 3463) or a refusal: a wrong or closed
 * address, a full mailbox, too large, a policy or spam block, or anything else. Notification tells the sender in
 * words that fit each; the message service rests an address only for `address`.
 */
export const BOUNCE_CAUSES = ['address', 'mailbox_full', 'too_large', 'blocked', 'other'] as const;
export type BounceCause = (typeof BOUNCE_CAUSES)[number];
