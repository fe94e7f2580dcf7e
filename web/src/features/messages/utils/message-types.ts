import type { MessageType } from '@app/proto/rules/message-types';
import {
  FileText,
  Heart,
  KeyRound,
  ListChecks,
  ScrollText,
  Sparkles,
  Sunset,
  type LucideIcon,
} from 'lucide-react';

/** The six types the wizard offers, by the names the server accepts from it. */
export const WIZARD_MESSAGE_TYPES = [
  'LOVE',
  'FAREWELL',
  'SECRET',
  'INSTRUCTIONS',
  'BLANK',
  'TESTAMENT',
] as const;
export type WizardMessageType = (typeof WIZARD_MESSAGE_TYPES)[number];

/** How each stored type looks: one icon and a soft tint, shared by the wizard, templates and the list. */
export const storedTypeStyle: Record<MessageType, { icon: LucideIcon; tint: string }> = {
  love: { icon: Heart, tint: 'bg-rose-50 text-rose-800' },
  farewell: { icon: Sunset, tint: 'bg-amber-50 text-amber-800' },
  secret: { icon: KeyRound, tint: 'bg-violet-50 text-violet-800' },
  instructions: { icon: ListChecks, tint: 'bg-sky-50 text-sky-800' },
  blank: { icon: FileText, tint: 'bg-stone-100 text-stone-700' },
  testamento_voluntades: { icon: ScrollText, tint: 'bg-emerald-50 text-emerald-800' },
  specialMoments: { icon: Sparkles, tint: 'bg-orange-50 text-orange-800' },
};

export const storedTypeOf: Record<WizardMessageType, MessageType> = {
  LOVE: 'love',
  FAREWELL: 'farewell',
  SECRET: 'secret',
  INSTRUCTIONS: 'instructions',
  BLANK: 'blank',
  TESTAMENT: 'testamento_voluntades',
};
