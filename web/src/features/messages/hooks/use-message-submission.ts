import { useRef, useState } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useCreateMessage, type CreateMessageInput } from '../api/create-message';
import { deleteMessage } from '../api/delete-message';
import { useMarkHasMedia } from '../api/mark-has-media';
import {
  isBouncedAddressWarning,
  isRecipientDeclined,
  useSealMessage,
  type SealedMessage,
} from '../api/seal-message';
import { useUploadAttachment } from '../api/upload-attachment';
import type { AttachmentKind } from '../utils/attachment-rules';

/** A file chosen or captured in the wizard, kept in memory only (never in the draft). */
export type Attachment = { id: string; file: File; kind: AttachmentKind };

export type SubmissionStage = 'create' | 'upload' | 'seal';

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'working'; stage: SubmissionStage; uploaded: number; total: number; fileProgress: number }
  | {
      phase: 'failed';
      stage: 'upload' | 'seal';
      message: string | undefined;
      remaining: number;
      /** The seal warned that mail to the recipient's address bounced lately: the sender may seal anyway. */
      bouncedAddress: boolean;
      /** The recipient refused this sender: the unsealed message is already deleted, no retry can seal it. */
      declined: boolean;
    }
  | { phase: 'done'; result: SealedMessage };

/** How far a submission got, kept across retries so nothing is created or uploaded twice. */
type Made = {
  messageId: string | null;
  uploaded: number;
  skipRest: boolean;
  markedHasMedia: boolean;
  confirmBouncedAddress: boolean;
};

const nothingMade = (): Made => ({
  messageId: null,
  uploaded: 0,
  skipRest: false,
  markedHasMedia: false,
  confirmBouncedAddress: false,
});

type Callbacks = {
  /** Creating failed: nothing was made; `field` names the input the server refused, when it says. */
  onCreateError: (error: unknown, field: string | undefined) => void;
  onStageError: (stage: 'upload' | 'seal', error: unknown) => void;
  onDone: (result: SealedMessage) => void;
};

function fieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const field = (error.body as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The wizard's submit: create the message with its questions, upload the attachments one by one with
 * progress, mark it as having media, then seal it. A step that fails can be retried from where it stopped,
 * the remaining attachments can be left out, or the half-made message can be deleted to go back to editing.
 */
export function useMessageSubmission(callbacks: Callbacks) {
  const create = useCreateMessage();
  const upload = useUploadAttachment();
  const markHasMedia = useMarkHasMedia();
  const seal = useSealMessage();
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });
  const made = useRef<Made>(nothingMade());

  async function run(input: CreateMessageInput, attachments: readonly Attachment[]) {
    const progress = made.current;
    const total = progress.skipRest ? progress.uploaded : attachments.length;
    const working = (stage: SubmissionStage, fileProgress = 0) =>
      setState({ phase: 'working', stage, uploaded: progress.uploaded, total, fileProgress });

    if (!progress.messageId) {
      working('create');
      try {
        progress.messageId = (await create.mutateAsync(input)).id;
      } catch (error) {
        setState({ phase: 'idle' });
        callbacks.onCreateError(error, fieldOf(error));
        return;
      }
    }
    const messageId = progress.messageId;

    let stage: 'upload' | 'seal' = 'upload';
    try {
      while (progress.uploaded < total) {
        const attachment = attachments[progress.uploaded];
        if (!attachment) break;
        working('upload');
        await upload.mutateAsync({
          messageId,
          file: attachment.file,
          onProgress: (fraction) => working('upload', fraction),
        });
        progress.uploaded += 1;
      }
      if (progress.uploaded > 0 && !progress.markedHasMedia) {
        await markHasMedia.mutateAsync(messageId);
        progress.markedHasMedia = true;
      }
      stage = 'seal';
      working('seal');
      const result = await seal.mutateAsync({
        messageId,
        confirmBouncedAddress: progress.confirmBouncedAddress,
      });
      made.current = nothingMade();
      setState({ phase: 'done', result });
      callbacks.onDone(result);
    } catch (error) {
      const declined = stage === 'seal' && isRecipientDeclined(error);
      if (declined) {
        // No retry can seal it: the unsealed message goes now rather than waiting a month on the home page; the
        // form keeps what was written.
        made.current = nothingMade();
        await deleteMessage(messageId).catch(() => undefined);
      }
      setState({
        phase: 'failed',
        stage,
        message: serverMessage(error),
        remaining: Math.max(0, total - progress.uploaded),
        bouncedAddress: stage === 'seal' && isBouncedAddressWarning(error),
        declined,
      });
      callbacks.onStageError(stage, error);
    }
  }

  /** Goes on without the attachments that have not been uploaded yet. */
  function skipRemainingAttachments(input: CreateMessageInput, attachments: readonly Attachment[]) {
    made.current.skipRest = true;
    return run(input, attachments);
  }

  /** Seals though the recipient's address bounced lately: the sender read the warning. */
  function sealDespiteBounce(input: CreateMessageInput, attachments: readonly Attachment[]) {
    made.current.confirmBouncedAddress = true;
    return run(input, attachments);
  }

  /** Back to a fresh start (after a finished message, to write another). */
  function reset() {
    made.current = nothingMade();
    setState({ phase: 'idle' });
  }

  /** Deletes the unfinished message (best effort: an unsealed one is never sent) and unlocks the form. */
  async function abandon() {
    const { messageId } = made.current;
    reset();
    if (messageId) await deleteMessage(messageId).catch(() => undefined);
  }

  return { state, submit: run, skipRemainingAttachments, sealDespiteBounce, abandon, reset };
}
