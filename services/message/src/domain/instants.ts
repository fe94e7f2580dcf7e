/** An instant as the wire carries it: ISO 8601, or '' for none. */
export const iso = (instant: Date | null) => instant?.toISOString() ?? '';
