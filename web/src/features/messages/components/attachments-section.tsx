import { toMegabytes } from '@app/proto/rules/media-limits';
import { Camera, Film, ImageIcon, Trash2, Upload, Video } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format-file-size';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import type { Attachment } from '../hooks/use-message-submission';
import {
  ACCEPTED_FILE_TYPES,
  attachmentLimits,
  checkAttachment,
  problemValues,
  readVideoDuration,
  roomFor,
  type AttachmentProblem,
} from '../utils/attachment-rules';
import { CameraCaptureDialog, type CaptureMode } from './camera-capture-dialog';

type AttachmentError = AttachmentProblem | 'cameraImage' | 'cameraVideo' | 'capture';

type AttachmentsSectionProps = {
  attachments: readonly Attachment[];
  onAdd: (attachment: Attachment) => void;
  onRemove: (id: string) => void;
};

/** Shows the file itself; the object URL lives exactly as long as the element (React 19 ref cleanup). */
function objectUrlRef(file: File) {
  return (element: HTMLImageElement | HTMLVideoElement | null) => {
    if (!element) return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  };
}

function AttachmentItem({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const { t, i18n } = useMessagesTranslation();
  const { file, kind } = attachment;
  // One ref callback per file, so the preview is not reloaded on every render.
  const previewRef = useMemo(() => objectUrlRef(file), [file]);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-card p-2 pr-1">
      <div className="size-16 shrink-0 overflow-hidden rounded-md bg-muted">
        {kind === 'image' ? (
          <img ref={previewRef} alt="" className="size-full object-cover" />
        ) : (
          <video ref={previewRef} muted playsInline preload="metadata" className="size-full object-cover" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-medium">{file.name}</p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {kind === 'image' ? (
            <ImageIcon aria-hidden className="size-3.5" />
          ) : (
            <Film aria-hidden className="size-3.5" />
          )}
          {kind === 'image' ? t('attachments.image') : t('attachments.video')} ·{' '}
          {formatFileSize(file.size, i18n.language)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRemove}
        aria-label={t('attachments.remove', { name: file.name })}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** Photos and a video for the message: chosen from the device or captured with the camera. */
export function AttachmentsSection({ attachments, onAdd, onRemove }: AttachmentsSectionProps) {
  const { t } = useMessagesTranslation();
  const [error, setError] = useState<AttachmentError | null>(null);
  const [cameraMode, setCameraMode] = useState<CaptureMode | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const images = attachments.filter((attachment) => attachment.kind === 'image').length;
  const videos = attachments.length - images;
  const allImages = t('attachments.imageCount', { count: attachmentLimits.image.count });
  const allVideos = t('attachments.videoCount', { count: attachmentLimits.video.count });

  /** Checks each file against the limits and the ones already attached, in order; stops at the first problem. */
  const addFiles = async (files: readonly File[], knownSeconds?: number) => {
    setError(null);
    const current = [...attachments];
    for (const file of files) {
      const checked = checkAttachment(file, current);
      if ('problem' in checked) return setError(checked.problem);
      if (checked.kind === 'video') {
        const seconds = knownSeconds ?? (await readVideoDuration(file));
        // Half a second of slack: containers round their length up.
        if (seconds !== null && seconds > attachmentLimits.video.seconds + 0.5)
          return setError('videoTooLong');
      }
      const attachment: Attachment = { id: crypto.randomUUID(), file, kind: checked.kind };
      current.push(attachment);
      onAdd(attachment);
    }
  };

  const openCamera = (mode: CaptureMode) => {
    const full = roomFor(mode === 'photo' ? 'image' : 'video', attachments);
    setError(full);
    if (!full) setCameraMode(mode);
  };

  const onCameraError = useCallback((mode: CaptureMode) => {
    setCameraMode(null);
    setError(mode === 'photo' ? 'cameraImage' : 'cameraVideo');
  }, []);

  return (
    <section aria-labelledby="attachments-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="attachments-title" className="text-base font-semibold">
          {t('attachments.title')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('attachments.limits', {
            images: allImages,
            videos: allVideos,
            imageMb: toMegabytes(attachmentLimits.image.bytes),
            videoMb: toMegabytes(attachmentLimits.video.bytes),
            videoMinutes: attachmentLimits.video.seconds / 60,
          })}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="attachment-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again (after removing it) still fires a change.
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden />
          {t('attachments.chooseFile')}
        </Button>
        <Button variant="outline" onClick={() => openCamera('photo')}>
          <Camera aria-hidden />
          {t('attachments.takePhoto')}
        </Button>
        <Button variant="outline" onClick={() => openCamera('video')}>
          <Video aria-hidden />
          {t('attachments.recordVideo')}
        </Button>
      </div>

      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{t(`attachments.errors.${error}`, problemValues(error))}</AlertDescription>
        </Alert>
      ) : null}

      {attachments.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('attachments.listLabel')}>
          {attachments.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              attachment={attachment}
              onRemove={() => {
                setError(null);
                onRemove(attachment.id);
              }}
            />
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('attachments.count', { images, videos, allImages, allVideos })} {t('attachments.notInDraft')}
      </p>

      <CameraCaptureDialog
        mode={cameraMode}
        onClose={() => setCameraMode(null)}
        onCaptured={(file, seconds) => void addFiles([file], seconds)}
        onCameraError={onCameraError}
        onCaptureError={() => {
          setCameraMode(null);
          setError('capture');
        }}
      />
    </section>
  );
}
