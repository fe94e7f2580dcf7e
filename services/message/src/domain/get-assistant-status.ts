import type { ChatCompletionsConfig } from '../writing-assistant/chat-completions-client.ts';

/** Whether the writing assistant can answer: a provider is configured (the wizard hides it otherwise). */
export function getAssistantStatus(provider: ChatCompletionsConfig | undefined) {
  return { available: provider !== undefined };
}
