import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  fakeFile,
  next,
  renderWizard,
  stepHeading,
  stubObjectUrls,
  stubVideoDuration,
} from '../testing/wizard-test-helpers';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

const MB = 1024 * 1024;

async function openContentStep() {
  renderWizard();
  next();
  await stepHeading('Contenido');
}

const attachedNames = () =>
  within(screen.getByRole('list', { name: 'Archivos adjuntos' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('attachments', () => {
  beforeEach(() => {
    stubObjectUrls();
    stubVideoDuration(60);
  });

  it('takes two images and refuses a third with the spec text', async () => {
    await openContentStep();
    // The numbers come from the media limits (@app/proto/rules/media-limits), not from the text.
    expect(
      screen.getByText('Hasta 2 imágenes (10 MB cada una) y 1 vídeo (50 MB y 3 minutos como máximo).'),
    ).toBeTruthy();
    chooseFiles([
      fakeFile('uno.jpg', 'image/jpeg'),
      fakeFile('dos.png', 'image/png'),
      fakeFile('tres.webp', 'image/webp'),
    ]);
    expect(await screen.findByText('Máximo 2 imágenes permitidas')).toBeTruthy();
    expect(attachedNames()).toEqual(['uno.jpg', 'dos.png']);
    expect(screen.getByText(/2 de 2 imágenes y 0 de 1 vídeo/)).toBeTruthy();

    // Removing one makes room again.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar uno.jpg' }));
    expect(screen.queryByText('Máximo 2 imágenes permitidas')).toBeNull();
    chooseFiles([fakeFile('tres.webp', 'image/webp')]);
    await screen.findByText('tres.webp');
    expect(attachedNames()).toEqual(['dos.png', 'tres.webp']);
  });

  it('takes one video and refuses a second with the spec text', async () => {
    await openContentStep();
    chooseFiles([fakeFile('viaje.mp4', 'video/mp4', 20 * MB)]);
    await screen.findByText('viaje.mp4');
    chooseFiles([fakeFile('otro.webm', 'video/webm')]);
    expect(await screen.findByText('Máximo 1 video permitido')).toBeTruthy();
    expect(attachedNames()).toEqual(['viaje.mp4']);
  });

  it('refuses a file that is not an image or a video, or is too large, or a video over 3 minutes', async () => {
    await openContentStep();
    chooseFiles([fakeFile('notas.pdf', 'application/pdf')]);
    expect(await screen.findByText(/^Tipo de archivo no válido/)).toBeTruthy();

    chooseFiles([fakeFile('IMG_0042.HEIC', 'image/heic')]);
    expect(await screen.findByText(/^Las fotos HEIC del iPhone .* Compártela como JPEG/)).toBeTruthy();

    chooseFiles([fakeFile('grande.jpg', 'image/jpeg', 10 * MB + 1)]);
    expect(await screen.findByText(/cada imagen puede ocupar 10 MB como máximo/)).toBeTruthy();

    chooseFiles([fakeFile('grande.mp4', 'video/mp4', 50 * MB + 1)]);
    expect(await screen.findByText(/el vídeo puede ocupar 50 MB como máximo/)).toBeTruthy();

    stubVideoDuration(181);
    chooseFiles([fakeFile('largo.mp4', 'video/mp4', MB)]);
    expect(
      await screen.findByText('El vídeo es demasiado largo: puede durar 3 minutos como máximo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Archivos adjuntos' })).toBeNull();
  });

  it('says so when the camera cannot be opened, for photos and for videos', async () => {
    await openContentStep();
    // jsdom has no camera at all (navigator.mediaDevices is missing), like a page that is not secure.
    fireEvent.click(screen.getByRole('button', { name: 'Hacer una foto' }));
    expect(
      await screen.findByText('No se pudo acceder a la cámara. Por favor, intenta subir una imagen.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grabar un vídeo' }));
    expect(
      await screen.findByText('No se pudo acceder a la cámara. Por favor, intenta subir un video.'),
    ).toBeTruthy();
  });

  it('does not open the camera when there is no room for another photo', async () => {
    await openContentStep();
    chooseFiles([fakeFile('uno.jpg', 'image/jpeg'), fakeFile('dos.jpg', 'image/jpeg')]);
    await screen.findByText('dos.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Hacer una foto' }));
    expect(screen.getByText('Máximo 2 imágenes permitidas')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it(
    'opens the camera with the spec settings and records up to 3 minutes with an mm:ss timer',
    { timeout: 15_000 },
    async () => {
      const stop = vi.fn();
      const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
      const recorders: FakeRecorder[] = [];
      class FakeRecorder {
        static isTypeSupported = (type: string) => type === 'video/webm';
        state = 'inactive';
        ondataavailable: ((event: { data: Blob }) => void) | null = null;
        onstop: (() => void) | null = null;
        onerror: (() => void) | null = null;
        options: { mimeType: string };
        constructor(_stream: MediaStream, options: { mimeType: string }) {
          this.options = options;
          recorders.push(this);
        }
        start() {
          this.state = 'recording';
        }
        stop() {
          this.state = 'inactive';
          this.ondataavailable?.({ data: new Blob(['video'], { type: 'video/webm' }) });
          this.onstop?.();
        }
      }
      vi.stubGlobal('MediaRecorder', FakeRecorder);
      HTMLMediaElement.prototype.play = vi.fn(async () => undefined);

      try {
        await openContentStep();
        fireEvent.click(screen.getByRole('button', { name: 'Grabar un vídeo' }));
        const dialog = await screen.findByRole('dialog', { name: 'Grabar un vídeo' });
        expect(getUserMedia).toHaveBeenCalledWith({
          video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } },
          audio: true,
        });
        const start = await within(dialog).findByRole('button', { name: 'Empezar a grabar' });
        // Enabled only once the camera's picture is on screen.
        expect(start).toHaveProperty('disabled', true);
        const video = dialog.querySelector('video')!;
        await waitFor(() =>
          expect((video as HTMLVideoElement & { srcObject: unknown }).srcObject).toBeTruthy(),
        );
        fireEvent.playing(video);
        await waitFor(() => expect(start).toHaveProperty('disabled', false));
        // The clock is ours from the moment recording starts.
        vi.useFakeTimers({ shouldAdvanceTime: true });
        fireEvent.click(start);
        expect(recorders[0]?.options.mimeType).toBe('video/webm');
        await act(() => vi.advanceTimersByTimeAsync(65_000));
        expect(within(dialog).getByText('01:05 / 03:00')).toBeTruthy();
        // The recording stops by itself at the limit and becomes the message's video.
        await act(() => vi.advanceTimersByTimeAsync(120_000));
        expect(await screen.findByText(/^video-.*\.webm$/)).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(stop).toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
        Reflect.deleteProperty(navigator, 'mediaDevices');
      }
    },
  );
});
