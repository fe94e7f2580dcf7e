import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../lib/format-file-size';
import { attachmentKind, checkAttachment, formatDuration } from './attachment-rules';

const MB = 1024 * 1024;
const image = { kind: 'image' as const };
const video = { kind: 'video' as const };

describe('attachment rules', () => {
  it('knows images and videos by type, recorder details included', () => {
    expect(attachmentKind('image/jpeg')).toBe('image');
    expect(attachmentKind('video/webm;codecs=vp9,opus')).toBe('video');
    expect(attachmentKind('application/pdf')).toBeNull();
    expect(attachmentKind('')).toBeNull();
  });

  it('refuses anything that is not an image or a video', () => {
    expect(checkAttachment({ type: 'application/pdf', size: 10 }, [])).toEqual({ problem: 'invalidType' });
  });

  it('takes AVIF photos, and asks for a JPEG instead of an iPhone’s HEIC photo', () => {
    expect(checkAttachment({ type: 'image/avif', size: MB }, [])).toEqual({ kind: 'image' });
    expect(checkAttachment({ type: 'image/heic', size: MB }, [])).toEqual({ problem: 'heicUnsupported' });
    expect(checkAttachment({ type: 'image/heif', size: MB }, [])).toEqual({ problem: 'heicUnsupported' });
  });

  it('takes two images, then refuses a third', () => {
    expect(checkAttachment({ type: 'image/png', size: MB }, [image])).toEqual({ kind: 'image' });
    expect(checkAttachment({ type: 'image/png', size: MB }, [image, image, video])).toEqual({
      problem: 'tooManyImages',
    });
  });

  it('takes one video, then refuses a second', () => {
    expect(checkAttachment({ type: 'video/mp4', size: MB }, [image, image])).toEqual({ kind: 'video' });
    expect(checkAttachment({ type: 'video/mp4', size: MB }, [video])).toEqual({ problem: 'tooManyVideos' });
  });

  it('holds images to 10 MB and videos to 50 MB', () => {
    expect(checkAttachment({ type: 'image/jpeg', size: 10 * MB }, [])).toEqual({ kind: 'image' });
    expect(checkAttachment({ type: 'image/jpeg', size: 10 * MB + 1 }, [])).toEqual({
      problem: 'imageTooLarge',
    });
    expect(checkAttachment({ type: 'video/webm', size: 50 * MB }, [])).toEqual({ kind: 'video' });
    expect(checkAttachment({ type: 'video/webm', size: 50 * MB + 1 }, [])).toEqual({
      problem: 'videoTooLarge',
    });
  });

  it('writes timer values as mm:ss and sizes for people', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(75.9)).toBe('01:15');
    expect(formatDuration(180)).toBe('03:00');
    expect(formatFileSize(1.5 * MB, 'es')).toBe('1,5 MB');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
  });
});
