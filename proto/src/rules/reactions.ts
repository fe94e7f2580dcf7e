import { Reaction as ReactionEnum } from '../../gen/app/access/v1/Reaction.ts';
import { enumValues } from './proto-enum.ts';

/**
 * The reactions a recipient may leave on a letter: one list for the access service (which keeps it), the
 * bff (which accepts it) and the web (which offers it and shows it to the sender).
 */
export const REACTIONS = enumValues(ReactionEnum);
export type Reaction = (typeof REACTIONS)[number];

export function isReaction(value: unknown): value is Reaction {
  return typeof value === 'string' && (REACTIONS as readonly string[]).includes(value);
}
