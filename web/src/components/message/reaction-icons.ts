import { Frown, Heart, Laugh, PartyPopper, Smile, Star, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { Reaction } from '@app/proto/rules/reactions';

/** One icon per reaction: the recipient's buttons and the sender's card show the same one. */
export const REACTION_ICONS: Record<Reaction, LucideIcon> = {
  love: Heart,
  like: ThumbsUp,
  laugh: Laugh,
  celebrate: PartyPopper,
  smile: Smile,
  sad: Frown,
  star: Star,
};

/**
 * The icons drawn solid when chosen: closed shapes only. A face's eyes and mouth are strokes of the same colour,
 * so filling it leaves a plain disc (and a party popper's streamers, a blot): those stay drawn, on the chosen
 * button's coloured ground.
 */
export const SOLID_WHEN_CHOSEN: ReadonlySet<Reaction> = new Set<Reaction>(['love', 'like', 'star']);
