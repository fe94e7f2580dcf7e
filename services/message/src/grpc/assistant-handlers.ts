import { serverStreamHandler, type AsyncHandlers } from '@app/platform/grpc-server';
import type { Logger } from '@app/platform/logger';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { SuggestTextChunk } from '@app/proto/gen/app/message/v1/SuggestTextChunk.ts';
import type { SuggestTextRequest__Output } from '@app/proto/gen/app/message/v1/SuggestTextRequest.ts';
import { getAssistantStatus } from '../domain/get-assistant-status.ts';
import { suggestText } from '../domain/suggest-text.ts';
import type { ChatCompletionsConfig } from '../writing-assistant/chat-completions-client.ts';

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
      (request) => suggestText(provider, request),
    ),
    async GetAssistantStatus() {
      return getAssistantStatus(provider);
    },
  };
}
