import { AppError } from '@app/platform/errors';
import { serverStreamHandler, type AsyncHandlers } from '@app/platform/grpc-server';
import type { Logger } from '@app/platform/logger';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { SuggestTextChunk } from '@app/proto/gen/app/message/v1/SuggestTextChunk.ts';
import type { SuggestTextRequest__Output } from '@app/proto/gen/app/message/v1/SuggestTextRequest.ts';
import { suggestionPrompt } from '../domain/suggest-text.ts';
import {
  streamChatCompletion,
  type ChatCompletionsConfig,
} from '../writing-assistant/chat-completions-client.ts';

export const assistantStreamingMethods = ['SuggestText'] as const;

/**
 * The writing assistant's calls: a suggestion streamed from the provider, or the plain fact that there is
 * none configured. The request's text is passed on, never logged (the call's log names only the task).
 */
export function assistantHandlers(
  provider: ChatCompletionsConfig | undefined,
  logger: Logger,
): Pick<AsyncHandlers<MessageServiceDefinition, 'SuggestText'>, 'SuggestText' | 'GetAssistantStatus'> {
  return {
    SuggestText: serverStreamHandler<SuggestTextRequest__Output, SuggestTextChunk>(
      logger,
      'SuggestText',
      (request) => suggest(provider, request),
    ),
    async GetAssistantStatus() {
      return { available: provider !== undefined };
    },
  };
}

async function* suggest(
  provider: ChatCompletionsConfig | undefined,
  request: SuggestTextRequest__Output,
): AsyncGenerator<SuggestTextChunk> {
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
