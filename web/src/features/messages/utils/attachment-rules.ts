import { MEDIA_LIMITS, toMegabytes, type MediaType } from '@app/proto/rules/media-limits';

export type AttachmentKind = MediaType;

export const attachmentLimits = { image: MEDIA_LIMITS.image, video: MEDIA_LIMITS.video } as const;

// What the media service can recognise from the bytes; the file picker offers only these.
const acceptedTypes: Record<AttachmentKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  video: ['video/webm', 'video/mp4', 'video/quicktime'],
};
// iPhone photos (HEIC/HEIF): browsers other than Safari cannot show them, so they get their own advice.
const heifTypes = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

export const ACCEPTED_FILE_TYPES = [...acceptedTypes.image, ...acceptedTypes.video].join(',');

export function attachmentKind(mimeType: string): AttachmentKind | null {
  // Recorders add codecs ("video/webm;codecs=vp9"); only the type itself matters here.
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (acceptedTypes.image.includes(type)) return 'image';
  if (acceptedTypes.video.includes(type)) return 'video';
  return null;
}

/** Why a file cannot be attached; each has its own text in the wizard. */
export type AttachmentProblem =
  | 'invalidType'
  | 'heicUnsupported'
  | 'tooManyImages'
  | 'tooManyVideos'
  | 'imageTooLarge'
  | 'videoTooLarge'
  | 'videoTooLong';

/** The numbers a problem's text names, taken from the limits, so a changed limit changes its text. */
export function problemValues(problem: string): Record<string, number> {
  const { image, video } = attachmentLimits;
  if (problem === 'tooManyImages') return { count: image.count };
  if (problem === 'tooManyVideos') return { count: video.count };
  if (problem === 'imageTooLarge') return { mb: toMegabytes(image.bytes) };
  if (problem === 'videoTooLarge') return { mb: toMegabytes(video.bytes) };
  if (problem === 'videoTooLong') return { minutes: video.seconds / 60 };
  return {};
}

/** Whether one more attachment of this kind fits beside the ones already chosen. */
export function roomFor(
  kind: AttachmentKind,
  existing: readonly { kind: AttachmentKind }[],
): AttachmentProblem | null {
  const count = existing.filter((attachment) => attachment.kind === kind).length;
  if (count < attachmentLimits[kind].count) return null;
  return kind === 'image' ? 'tooManyImages' : 'tooManyVideos';
}

/** The checks that need only the file's type and size; a video's length is checked once it is read. */
export function checkAttachment(
  file: { type: string; size: number },
  existing: readonly { kind: AttachmentKind }[],
): { kind: AttachmentKind } | { problem: AttachmentProblem } {
  const kind = attachmentKind(file.type);
  if (!kind)
    return { problem: heifTypes.includes(file.type.toLowerCase()) ? 'heicUnsupported' : 'invalidType' };
  const full = roomFor(kind, existing);
  if (full) return { problem: full };
  if (file.size > attachmentLimits[kind].bytes) {
    return { problem: kind === 'image' ? 'imageTooLarge' : 'videoTooLarge' };
  }
  return { kind };
}

// A browser that cannot read the file's header at all (an unknown codec) may never answer.
const DURATION_TIMEOUT_MS = 5000;

/**
 * A video's length in seconds, read by the browser from the file; null when it cannot tell (some
 * recordings carry no duration), in which case the server's own check decides.
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (seconds: number | null) => {
      clearTimeout(timeout);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds);
    };
    const timeout = setTimeout(() => finish(null), DURATION_TIMEOUT_MS);
    video.preload = 'metadata';
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}

/** mm:ss, for the recording timer and video lengths. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
