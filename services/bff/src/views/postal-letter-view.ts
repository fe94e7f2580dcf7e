import { required } from '@app/proto/rules/proto-enum';
import type { PostalLetter__Output } from '@app/proto/gen/app/notification/v1/PostalLetter.ts';
import type { FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';

/** A letter as the admin queue and the sender's card show it: null where a step has not happened. */
export function letterView(letter: PostalLetter__Output) {
  return {
    id: letter.id,
    reference: letter.reference,
    messageId: letter.messageId,
    status: required(letter.status, 'letter status'),
    queuedAt: letter.queuedAt || null,
    printedAt: letter.printedAt || null,
    postedAt: letter.postedAt || null,
    returnedAt: letter.returnedAt || null,
  };
}

export type LetterView = ReturnType<typeof letterView>;

/** The letters of the sender's postal messages, by message id; without notification the cards show none. */
export async function lettersOf(deps: BffDeps, request: FastifyRequest, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, LetterView>();
  try {
    const { letters } = await deps.notification.GetLettersOfMessages(
      { messageIds },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    return new Map(letters.map((letter) => [letter.messageId, letterView(letter)]));
  } catch (error) {
    request.log.warn({ err: error }, 'postal letters unavailable');
    return new Map<string, LetterView>();
  }
}
