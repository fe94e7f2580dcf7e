/**
 * Why a delivery failed for good, as notification reads a report (RFC 3463) or a refusal: a wrong or closed
 * address, a full mailbox, too large, a policy or spam block, or anything else. Notification tells the sender in
 * words that fit each; the message service rests an address only for `address`.
 */
export const BOUNCE_CAUSES = ['address', 'mailbox_full', 'too_large', 'blocked', 'other'] as const;
export type BounceCause = (typeof BOUNCE_CAUSES)[number];

export const isBounceCause = (value: unknown): value is BounceCause =>
  (BOUNCE_CAUSES as readonly unknown[]).includes(value);

/**
 * A receiving domain blocking this share of what it was sent (as spam or by policy) is warned of on the admin's
 * status tab: Legado's reputation there is falling. Below `BLOCK_WARNING_MIN_ATTEMPTS` e-mails in the window one
 * block says little, and no warning is given.
 */
export const BLOCK_WARNING_SHARE = 0.02;
export const BLOCK_WARNING_MIN_ATTEMPTS = 20;

/** Whether a domain's blocks in the window are worth an admin's look. */
export const blocksNeedLook = ({ attempted, blocked }: { attempted: number; blocked: number }) =>
  attempted >= BLOCK_WARNING_MIN_ATTEMPTS && blocked / attempted >= BLOCK_WARNING_SHARE;
