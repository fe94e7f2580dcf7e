/** Whether a sender's sign-ins and sealed messages count as answers, and whether they chose it themselves. */
export type LifeSignPreference = { activityCounts: boolean; decided: boolean };
