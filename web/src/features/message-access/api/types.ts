// The recipient's calls, typed after docs/recipient-api.md. Every one is a JSON POST that needs no
// account; the access code comes back formatted as XXXX-XXXX-XXXX-XXXX whatever was typed.

import type { Reaction } from '../../../api/reactions';

export type SecurityLevel = 'none' | 'basic' | 'intermediate' | 'strict';

export type SecurityQuestion = { question: string };

/** POST /api/access: what stands between the code and the message. */
export type AccessResponse = {
  noSecurityRequired: boolean;
  securityLevel: SecurityLevel;
  /** The first of `questions`; absent when no security is required. */
  question?: SecurityQuestion | null;
  questions?: SecurityQuestion[];
  attempts: number;
  /** 5 (intermediate), 3 (strict) or null (no limit). */
  maxAttempts: number | null;
  isLocked: boolean;
  accessCode: string;
};

/** What the preview and the full message are asked with: the answer to each question, in order. */
export type AnswerInput = {
  accessCode: string;
  answer: string;
  answers?: string[];
};

/** POST /api/preview: the envelope, before the letter. */
export type MessagePreview = {
  subject: string;
  previewContent: string;
  createdAt: string;
  deliveredAt: string | null;
  isAnonymous: boolean;
  sender: { name?: string | null; email: string | null } | null;
  mediaCount: number;
  hasFullContent: boolean;
  accessCode: string;
};

export type MessageMedia = {
  id: string;
  mediaType: 'image' | 'video';
  contentType?: string;
  /** A short-lived link bound to the grant cookie that /api/verify sets. */
  url: string;
};

export type FullSender = {
  fullName: string | null;
  username: string | null;
  customTitle: string | null;
  email: string | null;
};

/** POST /api/verify: the whole message. */
export type FullMessage = {
  id: string;
  accessCode: string;
  subject: string;
  recipient: string;
  content: string;
  createdAt: string;
  deliveredAt: string | null;
  isAnonymous: boolean;
  sender: FullSender;
  media: MessageMedia[];
  reaction: Reaction | null;
};
