/**
 * The reactions a recipient may leave on a letter: one list for the access service (which keeps it), the
 * bff (which accepts it) and the web (which offers it and shows it to the sender).
 */
export const REACTIONS = ['love', 'like', 'laugh', 'celebrate', 'smile', 'sad', 'star'] as const;
export type Reaction = (typeof REACTIONS)[number];

export function isReaction(value: unknown): value is Reaction {
  return typeof value === 'string' && (REACTIONS as readonly string[]).includes(value);
}
