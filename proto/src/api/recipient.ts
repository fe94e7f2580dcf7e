import { MEDIA_TYPES } from '../rules/media-limits.ts';
import { z } from 'zod';
import { REACTIONS } from '../rules/reactions.ts';
import { REPORT_DETAILS_MAX } from '../rules/reports.ts';
import { MAX_QUESTIONS, SECURITY_LEVELS, TYPED_ANSWER_MAX_LENGTH } from '../rules/security-levels.ts';

/**
 * The recipient's HTTP calls (docs/recipient-api.md) as one contract: the bff parses requests and checks
 * its answers against these schemas, and the web's calls take their types from them, so a field changed
 * here changes both sides or fails to compile.
 */

// The typed code is read loosely (any spelling a person types; the bff normalises and bounds it).
const typedCode = z.string().max(64).default('');

export const codeRequest = z.object({ accessCode: typedCode });
export type CodeRequest = z.input<typeof codeRequest>;

/** `answer` answers the (first) question; `answers`, one per question in order, when there are several. */
export const answerRequest = codeRequest.extend({
  answer: z.string().max(TYPED_ANSWER_MAX_LENGTH).default(''),
  answers: z.array(z.string().max(TYPED_ANSWER_MAX_LENGTH)).max(MAX_QUESTIONS).optional(),
});
export type AnswerRequest = z.input<typeof answerRequest>;

export const reaction = z.enum(REACTIONS);

export const reactionRequest = codeRequest.extend({ reaction: z.enum(REACTIONS).nullable() });
export type ReactionRequest = z.input<typeof reactionRequest>;

/** A reader's report (docs/recipient-api.md): the reason and the words are checked by the access service. */
export const reportRequest = codeRequest.extend({
  reason: z.string().max(64).default(''),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX * 4)
    .default(''),
  shareContent: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof reportRequest>;
/** What a recipient's action that changes nothing on the page answers: done, in their words. */
export const recipientConfirmation = z.object({ success: z.literal(true), message: z.string() });
export type RecipientConfirmation = z.infer<typeof recipientConfirmation>;

/**
 * POST /api/access/choices-link: for an e-mail, the link went to its address; for a letter, whose code came on
 * the paper, nothing was sent and `choicesToken` opens /recipient/choices at once.
 */
export const choicesLinkResponse = recipientConfirmation.extend({
  choicesToken: z.string().min(1).optional(),
});
export type ChoicesLinkResponse = z.infer<typeof choicesLinkResponse>;

const isoInstant = z.iso.datetime({ offset: true });

/** POST /api/access: what stands between the code and the message. */
export const accessResponse = z.object({
  accessCode: z.string(),
  securityLevel: z.enum(SECURITY_LEVELS),
  noSecurityRequired: z.boolean(),
  /** The first of `questions` (the spec's shape); null when no question is asked. */
  question: z.object({ question: z.string() }).nullable(),
  questions: z.array(z.object({ question: z.string() })),
  attempts: z.number().int().nonnegative(),
  /** 5 (intermediate), 3 (strict) or null (no limit). */
  maxAttempts: z.number().int().positive().nullable(),
  isLocked: z.boolean(),
});
export type AccessResponse = z.infer<typeof accessResponse>;

/** POST /api/preview: the envelope, before the letter. */
export const previewResponse = z.object({
  accessCode: z.string(),
  subject: z.string(),
  previewContent: z.string(),
  hasFullContent: z.boolean(),
  createdAt: isoInstant,
  deliveredAt: isoInstant.nullable(),
  isAnonymous: z.boolean(),
  /** Both null for an anonymous message. */
  sender: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  mediaCount: z.number().int().nonnegative(),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

/** An attachment: `url` is a short-lived link bound to the grant cookie that /api/verify sets. */
export const recipientMedia = z.object({
  id: z.uuid(),
  mediaType: z.enum(MEDIA_TYPES),
  contentType: z.string(),
  url: z.string().startsWith('/api/access/media/'),
});
export type RecipientMedia = z.infer<typeof recipientMedia>;

/** POST /api/verify: the whole message. */
export const fullMessageResponse = z.object({
  id: z.uuid(),
  accessCode: z.string(),
  subject: z.string(),
  recipient: z.string(),
  content: z.string(),
  createdAt: isoInstant,
  deliveredAt: isoInstant.nullable(),
  isAnonymous: z.boolean(),
  /** Every field null for an anonymous message. */
  sender: z.object({
    fullName: z.string().nullable(),
    username: z.string().nullable(),
    customTitle: z.string().nullable(),
    email: z.string().nullable(),
  }),
  media: z.array(recipientMedia),
  reaction: reaction.nullable(),
});
export type FullMessageResponse = z.infer<typeof fullMessageResponse>;

export const markReadResponse = z.object({ isRead: z.literal(true) });
export type MarkReadResponse = z.infer<typeof markReadResponse>;
export const reactionResponse = z.object({ reaction: reaction.nullable() });
export type ReactionResponse = z.infer<typeof reactionResponse>;
export const deleteByAccessResponse = z.object({ success: z.literal(true) });
export type DeleteByAccessResponse = z.infer<typeof deleteByAccessResponse>;

/**
 * A refusal: 401 wrong answer, 423 locked, 410 deleted after the strict limit (with the attempts), 403 not
 * delivered yet (with `availableOn`, null when the date is not known).
 */
export const refusalBody = z.union([
  z.object({ message: z.string(), availableOn: isoInstant.nullable() }),
  z.object({
    message: z.string(),
    attempts: z.number().int().nonnegative(),
    maxAttempts: z.number().int().positive().nullable(),
    isLocked: z.boolean(),
  }),
]);

/**
 * What a recipient's address refuses, as the choices page shows it (docs/recipient-api.md, "Refusing a
 * sender"): whose message the link came with ('' when anonymous), and the two refusals.
 */
export const recipientChoices = z.object({
  senderName: z.string(),
  isAnonymous: z.boolean(),
  refusesSender: z.boolean(),
  refusesAnonymous: z.boolean(),
});
export type RecipientChoices = z.infer<typeof recipientChoices>;

/**
 * Where a mailbox's one-click unsubscribe (RFC 8058) posts for a delivery e-mail: the choices token in the path,
 * since the provider's POST carries nothing but `List-Unsubscribe=One-Click`. Notification writes the URL in
 * List-Unsubscribe; the bff serves the route (docs/recipient-api.md, "One-click refusal").
 */
export const ONE_CLICK_ROUTE = '/api/recipient-choices/one-click/:token';
export const oneClickPath = (token: string) => ONE_CLICK_ROUTE.replace(':token', encodeURIComponent(token));

/** The one body RFC 8058 has a mailbox send, form-encoded or multipart. */
export const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
