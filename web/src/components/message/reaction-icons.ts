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
