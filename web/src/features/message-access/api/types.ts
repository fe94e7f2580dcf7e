// The recipient's calls, typed by the contract the bff checks its answers against (proto/src/api/recipient.ts,
// docs/recipient-api.md): a field changed there fails to compile here. Types only: no schema is bundled.

export type {
  AccessResponse,
  AnswerRequest as AnswerInput,
  FullMessageResponse as FullMessage,
  PreviewResponse as MessagePreview,
  RecipientMedia as MessageMedia,
} from '@app/proto/api/recipient';
export type { SecurityLevel } from '@app/proto/rules/security-levels';

export type SecurityQuestion = { question: string };
