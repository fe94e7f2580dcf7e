import { z } from 'zod';
import { ASSISTANT_MAX_TEXT, assistantLanguages, assistantTasks } from '../rules/writing-assistant.ts';

/** The writing assistant's calls (docs/assistant-api.md), for the bff and the wizard alike. */
export const assistantStatus = z.object({ available: z.boolean() });
export type AssistantStatus = z.infer<typeof assistantStatus>;

export const suggestionRequest = z.object({
  task: z.enum(assistantTasks),
  text: z.string().max(ASSISTANT_MAX_TEXT).default(''),
  language: z.enum(assistantLanguages),
  /** The wizard's name or the stored one; one the assistant does not know is written for as a blank letter. */
  messageType: z.string().max(40).default('blank'),
  recipientName: z.string().max(200).default(''),
});
export type SuggestionRequest = z.input<typeof suggestionRequest>;

/** One line of the streamed answer: a piece of text, the end, or why it stopped half way. */
export type SuggestionPiece = { text: string } | { done: true } | { error: string };
