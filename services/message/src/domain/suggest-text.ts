import { AppError } from '@app/platform/errors';
import {
  ASSISTANT_MAX_TEXT,
  assistantLanguages,
  assistantTasks,
  taskNeedsText,
  type AssistantLanguage,
  type AssistantTask,
} from '@app/proto/rules/writing-assistant';
import {
  streamChatCompletion,
  type ChatCompletionsConfig,
  type ChatMessage,
} from '../writing-assistant/chat-completions-client.ts';

export type SuggestionRequest = {
  task: string;
  /** The sender's text; empty for an opening. */
  text: string;
  /** The language the suggestion is written in (for a translation: the one it is translated into). */
  language: string;
  messageType: string;
  /** Only the recipient's first name goes to the provider, to address them. */
  recipientName: string;
};

const languageNames: Record<AssistantLanguage, string> = { es: 'Spanish', en: 'English' };

// What each message type is, for the model; the types themselves are the wizard's.
const typeDescriptions: Record<string, string> = {
  love: 'a love letter',
  farewell: 'a farewell letter',
  secret: 'a letter revealing a secret',
  instructions: 'a letter of practical instructions',
  blank: 'a personal letter',
  testamento_voluntades: 'a letter stating last wishes',
  specialMoments: 'a letter remembering special moments',
};

const taskInstructions: Record<AssistantTask, string> = {
  opening:
    'Write only the opening of the letter: two to four sentences the sender can continue from, warm and personal, addressed to the recipient by name. Do not invent facts about their lives.',
  soften: 'Rewrite the text in a gentler, warmer tone. Keep every fact, the meaning and the first person.',
  shorten:
    'Rewrite the text shorter, at most half its length, keeping what matters most and the first person.',
  expand:
    'Rewrite the text a little longer and fuller, developing what is already there. Do not invent facts, names or events.',
  correct:
    'Correct spelling, grammar and punctuation only. Change nothing else: not the words chosen, not the tone.',
  translate: 'Translate the text faithfully, keeping its tone, its line breaks and the first person.',
};

const invalid = (reason: string, field: string) =>
  new AppError('INVALID_ARGUMENT', reason, { reason, field });

/**
 * What the provider is asked, from what the sender asked for: the task and the language in the instructions,
 * their text as the only user content. Nothing else of the message (no subject, no address, no code) goes.
 */
export function suggestionPrompt(request: SuggestionRequest): ChatMessage[] {
  const task = assistantTasks.find((candidate) => candidate === request.task);
  if (!task) throw invalid('ASSISTANT_TASK_INVALID', 'task');
  const language = assistantLanguages.find((candidate) => candidate === request.language);
  if (!language) throw invalid('ASSISTANT_LANGUAGE_INVALID', 'language');
  if (taskNeedsText(task) && request.text.trim() === '') throw invalid('ASSISTANT_TEXT_REQUIRED', 'content');
  if (request.text.length > ASSISTANT_MAX_TEXT) throw invalid('CONTENT_TOO_LONG', 'content');
  const kind = typeDescriptions[request.messageType] ?? typeDescriptions.blank!;
  const recipient = request.recipientName.trim().split(/\s+/)[0]?.slice(0, 60) ?? '';
  const system = [
    `You help someone write ${kind}${recipient ? ` to ${recipient}` : ''}, to be delivered later.`,
    taskInstructions[task],
    `Write in ${languageNames[language]}.`,
    'Answer with the resulting text only: no title, no quotation marks, no comments before or after.',
  ].join(' ');
  // An opening starts from nothing of the sender's: the request itself is the user's turn.
  return [
    { role: 'system', content: system },
    { role: 'user', content: request.text.trim() ? request.text : 'Write the opening now.' },
  ];
}

/** The suggestion, streamed as the provider writes it; FAILED_PRECONDITION when none is configured. */
export async function* suggestText(
  provider: ChatCompletionsConfig | undefined,
  request: SuggestionRequest,
): AsyncGenerator<{ text: string }> {
  if (!provider) {
    throw new AppError('FAILED_PRECONDITION', 'no assistant configured', {
      reason: 'ASSISTANT_NOT_CONFIGURED',
    });
  }
  const prompt = suggestionPrompt({
    task: request.task,
    text: request.text,
    language: request.language,
    messageType: request.messageType,
    recipientName: request.recipientName,
  });
  for await (const text of streamChatCompletion(provider, prompt)) yield { text };
}
