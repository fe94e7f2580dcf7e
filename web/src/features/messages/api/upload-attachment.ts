import type { OwnMedia } from '@app/proto/api/media';
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export type UploadedMedia = OwnMedia;

type UploadInput = {
  messageId: string;
  file: File;
  /** From 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
};

/**
 * Streams one file to the message as the raw request body. XMLHttpRequest rather than fetch because only
 * it reports upload progress. `X-Upload: 1` marks the one kind of state-changing call that is not JSON,
 * which the server's cross-site defence lets through only with that header (a form cannot set it).
 */
export function uploadAttachment({ messageId, file, onProgress }: UploadInput): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/messages/${encodeURIComponent(messageId)}/media/stream`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.setRequestHeader('X-Upload', '1');
    // The type without recorder details ("video/webm;codecs=vp9" is sent as video/webm).
    request.setRequestHeader('Content-Type', file.type.split(';')[0] ?? file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const response = new Response(request.responseText, { status: request.status });
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(request.responseText) as UploadedMedia);
      } else {
        void toApiError(response).then(reject);
      }
    };
    request.onerror = () => reject(new TypeError('Network error while uploading'));
    request.send(file);
  });
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
