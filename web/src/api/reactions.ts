// The recipient's reaction to a letter: the recipient chooses it, the sender's list shows it.

export const REACTIONS = ['love', 'like', 'laugh', 'celebrate', 'smile', 'sad', 'star'] as const;
export type Reaction = (typeof REACTIONS)[number];
