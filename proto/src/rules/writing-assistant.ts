import { AssistantTask as AssistantTaskEnum } from '../../gen/app/message/v1/AssistantTask.ts';
import { LANGUAGES } from './languages.ts';
import { enumValues } from './proto-enum.ts';

/**
 * The writing assistant's requests, the same for the wizard and the message service: what it may be asked
 * to do, and how much of the letter may go with a request.
 */
export const assistantTasks = enumValues(AssistantTaskEnum);
export type AssistantTask = (typeof assistantTasks)[number];

export const assistantLanguages = LANGUAGES;
export type AssistantLanguage = (typeof assistantLanguages)[number];

/** Every task but an opening works on the sender's own text, which must be there. */
export const taskNeedsText = (task: AssistantTask) => task !== 'opening';

/** As long as a letter may be (the message's content limit). */
export const ASSISTANT_MAX_TEXT = 50_000;

/** Requests one sender may make in the rate-limit window (the bff's): each costs a provider's call. */
export const ASSISTANT_REQUESTS_PER_WINDOW = 20;
