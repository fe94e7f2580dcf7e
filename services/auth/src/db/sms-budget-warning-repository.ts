import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

/**
 * Takes the day's warning of `state`: true when none was taken in the 24 hours before `now` (and this one is
 * now the last), false when the admins were already told. Two racing codes cannot both take it.
 */
export async function claimSmsBudgetWarning(db: Tx, state: 'near' | 'spent', now: Date): Promise<boolean> {
  const claimed = await db.$queryRaw<{ state: string }[]>`
    INSERT INTO sms_budget_warning (state, warned_at) VALUES (${state}, ${now})
    ON CONFLICT (state) DO UPDATE SET warned_at = EXCLUDED.warned_at
      WHERE sms_budget_warning.warned_at <= EXCLUDED.warned_at - interval '24 hours'
    RETURNING state`;
  return claimed.length > 0;
}
