import { Camera, Circle, Square } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useMessagesTranslation } from '../hooks/use-messages-translation';
import { attachmentLimits, formatDuration } from '../utils/attachment-rules';

export type CaptureMode = 'photo' | 'video';

// The spec's camera: 1280x720 if it can, the rear camera where there is one; photos JPEG, videos webm.
const videoConstraints: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  facingMode: { ideal: 'environment' },
};
const RECORDING_LIMIT_MS = attachmentLimits.video.seconds * 1000;

type CameraCaptureDialogProps = {
  mode: CaptureMode | null;
  onClose: () => void;
  onCaptured: (file: File, durationSeconds?: number) => void;
  /** The camera could not be opened (no permission, no camera, not a secure page). */
  onCameraError: (mode: CaptureMode) => void;
  onCaptureError: () => void;
};

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

function fileStamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

function pickRecorderType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return (
    ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'].find((type) =>
      MediaRecorder.isTypeSupported(type),
    ) ?? null
  );
}

/** The live camera while the dialog is open; unmounting it turns the camera off. */
function CameraSession({
  mode,
  onCaptured,
  onCameraError,
  onCaptureError,
  onClose,
}: CameraCaptureDialogProps & { mode: CaptureMode }) {
  const { t } = useMessagesTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // True once the picture is actually showing: before that a photo would come out empty.
  const [showing, setShowing] = useState(false);
  // Milliseconds recorded so far; null while not recording.
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const tickRef = useRef<ReturnType<typeof setInterval>>(undefined);
  // Set when the dialog closes mid-recording: what was recorded so far is dropped, not attached.
  const closedRef = useRef(false);
  const cameraFailed = useEffectEvent(() => onCameraError(mode));

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    closedRef.current = false;
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices?.getUserMedia) {
      cameraFailed();
      return;
    }
    devices
      .getUserMedia({ video: videoConstraints, audio: mode === 'video' })
      .then((camera) => {
        if (cancelled) return stopStream(camera);
        opened = camera;
        setStream(camera);
      })
      .catch(() => {
        if (!cancelled) cameraFailed();
      });
    return () => {
      cancelled = true;
      closedRef.current = true;
      clearInterval(tickRef.current);
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      stopStream(opened);
    };
  }, [mode]);

  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
  }, [stream]);

  const takePhoto = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return onCaptureError();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) return onCaptureError();
        onCaptured(new File([blob], `foto-${fileStamp()}.jpg`, { type: 'image/jpeg' }));
        onClose();
      },
      'image/jpeg',
      0.9,
    );
  };

  const startRecording = () => {
    const type = pickRecorderType();
    if (!stream || !type) return onCaptureError();
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearInterval(tickRef.current);
      recorderRef.current = null;
      if (closedRef.current) return;
      setElapsedMs(null);
      if (chunks.length === 0) return onCaptureError();
      const seconds = Math.min((Date.now() - startedAt) / 1000, attachmentLimits.video.seconds);
      onCaptured(new File(chunks, `video-${fileStamp()}.webm`, { type: 'video/webm' }), seconds);
      onClose();
    };
    recorder.onerror = () => onCaptureError();
    recorderRef.current = recorder;
    recorder.start(1000);
    setElapsedMs(0);
    // The timer ticks while recording and stops the recording at the three-minute limit.
    tickRef.current = setInterval(() => {
      const elapsed = Math.min(Date.now() - startedAt, RECORDING_LIMIT_MS);
      setElapsedMs(elapsed);
      if (elapsed >= RECORDING_LIMIT_MS && recorder.state === 'recording') recorder.stop();
    }, 250);
  };

  const limit = formatDuration(attachmentLimits.video.seconds);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === 'photo' ? t('camera.photoTitle') : t('camera.videoTitle')}</DialogTitle>
        <DialogDescription>
          {mode === 'photo'
            ? t('camera.photoText')
            : t('camera.videoText', { minutes: attachmentLimits.video.seconds / 60 })}
        </DialogDescription>
      </DialogHeader>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-foreground">
        {/* Muted: the person hears themselves through the speakers otherwise. */}
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          onPlaying={() => setShowing(true)}
          className="size-full object-cover"
        />
        {showing ? null : (
          <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-background">
            <Spinner className="text-background" />
            {t('camera.starting')}
          </div>
        )}
        {elapsedMs !== null ? (
          <p
            className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-foreground/75 px-3 py-1 font-mono text-sm text-background tabular-nums"
            aria-live="off"
          >
            <span aria-hidden className="size-2.5 rounded-full bg-red-500 motion-safe:animate-pulse" />
            <span className="sr-only">{t('camera.recording')}</span>
            {formatDuration(elapsedMs / 1000)} / {limit}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        {mode === 'photo' ? (
          <Button onClick={takePhoto} disabled={!showing}>
            <Camera aria-hidden />
            {t('camera.takePhoto')}
          </Button>
        ) : elapsedMs !== null ? (
          <Button variant="destructive" onClick={() => recorderRef.current?.stop()}>
            <Square aria-hidden />
            {t('camera.stop')}
          </Button>
        ) : (
          <Button onClick={startRecording} disabled={!showing}>
            <Circle aria-hidden className="fill-current" />
            {t('camera.start')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** Takes a photo or records a video with the device's camera, in a dialog. */
export function CameraCaptureDialog(props: CameraCaptureDialogProps) {
  const { t } = useMessagesTranslation();
  const { mode, onClose } = props;
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('camera.close')} className="max-w-2xl">
        {mode ? <CameraSession {...props} mode={mode} /> : null}
      </DialogContent>
    </Dialog>
  );
}
