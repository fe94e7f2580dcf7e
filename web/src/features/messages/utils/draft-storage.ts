import { DEFAULT_LIFE_PROOF_CADENCE, LIFE_PROOF_CADENCES } from '@app/proto/rules/life-proof';
import { SECURITY_LEVELS } from '@app/proto/rules/security-levels';
import { z } from 'zod';
import { readUserItem, removeUserItem, writeUserItem } from '../../../lib/user-storage';
import { WIZARD_MESSAGE_TYPES } from './message-types';
import { emptyPostalAddress, type MessageDraft } from './message-draft';

// The version is in the name: a draft saved by an older shape is ignored rather than misread.
const DRAFT_ITEM = 'message-draft.v1';

const storedDraft = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isAnonymous: z.boolean(),
  // Drafts kept before the name was editable load with the account's.
  senderName: z.string().nullable().default(null),
  senderCustomTitle: z.string(),
  messageType: z.enum(WIZARD_MESSAGE_TYPES),
  templateId: z.number().int().min(1).max(16).nullable(),
  recipient: z.string(),
  subject: z.string(),
  content: z.string(),
  deliveryType: z.enum(['EMAIL', 'POSTAL']),
  recipientEmail: z.string(),
  // Drafts kept before letters had addresses load with an empty one.
  postalAddress: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string(),
      postalCode: z.string(),
      city: z.string(),
      region: z.string(),
      country: z.string(),
    })
    .default(emptyPostalAddress),
  schedule: z.enum(['date', 'now', 'life_proof']),
  lifeProofCadence: z.enum(LIFE_PROOF_CADENCES).default(DEFAULT_LIFE_PROOF_CADENCE),
  // Drafts kept before trusted contacts load without one.
  trustedContactName: z.string().default(''),
  trustedContactEmail: z.string().default(''),
  deliveryDate: z.string(),
  deliverNotBefore: z.string().default(''),
  securityLevel: z.enum(SECURITY_LEVELS),
  questions: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })).max(3),
}) satisfies z.ZodType<MessageDraft>;

/** The person's unfinished message, if this browser kept one for them. */
export function loadDraft(userId: string): MessageDraft | null {
  const text = readUserItem(userId, DRAFT_ITEM);
  if (!text) return null;
  try {
    const parsed = storedDraft.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft so a reload or a closed tab loses nothing. Answers are never written down: they are
 * what protects the message, and local storage is readable by anyone at this computer.
 */
export function saveDraft(userId: string, draft: MessageDraft): void {
  const withoutAnswers = {
    ...draft,
    questions: draft.questions.map((question) => ({ ...question, answer: '' })),
  };
  writeUserItem(userId, DRAFT_ITEM, JSON.stringify(withoutAnswers));
}

export function clearDraft(userId: string): void {
  removeUserItem(userId, DRAFT_ITEM);
}
