import { countAllPhoneCodesSince } from '../db/phone-code-repository.ts';
import type { AuthDeps } from './deps.ts';
import { PHONE_CODE_WINDOW_MS } from './set-phone.ts';

/** The SMS codes sent in the 24 hours setPhone's product-wide budget counts, and that budget. */
export async function getSmsCodeBudget(deps: AuthDeps): Promise<{ spent: number; budget: number }> {
  const since = new Date(deps.now().getTime() - PHONE_CODE_WINDOW_MS);
  const spent = await countAllPhoneCodesSince(deps.db, since);
  return { spent, budget: deps.config.SMS_CODE_DAILY_BUDGET };
}
