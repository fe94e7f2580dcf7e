import type { MediaType } from '@app/proto/rules/media-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type AttachmentsGridProps = {
  /** The attachments in order, each with the signed, short-lived link it loads from. */
  media: { id: string; mediaType: MediaType; url: string }[];
  /** h2 below the recipient's letter; h3 inside the sender's dialog, under its title. */
  headingLevel?: 'h2' | 'h3';
};

/** The photos and the video below the letter, each from its short-lived link. */
export function AttachmentsGrid({ media, headingLevel: Heading = 'h2' }: AttachmentsGridProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (media.length === 0) return null;

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <Heading id={titleId} className="text-lg font-semibold tracking-tight">
        {t('attachments.title', { count: media.length })}
      </Heading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {media.map((item, index) => {
          const isVideo = item.mediaType === 'video';
          // "Image 2" is the second image, whatever came between.
          const number = media
            .slice(0, index + 1)
            .filter((other) => other.mediaType === item.mediaType).length;
          const label = isVideo ? t('attachments.video', { number }) : t('attachments.image', { number });
          return (
            <li
              key={item.id}
              // A tile is as tall as its row: a landscape photo beside a portrait one sits in its middle.
              className="flex items-center overflow-hidden rounded-lg border border-border bg-muted shadow-sm print:break-inside-avoid"
            >
              {isVideo ? (
                <video
                  controls
                  preload="metadata"
                  playsInline
                  src={item.url}
                  aria-label={label}
                  className="aspect-video w-full bg-foreground"
                />
              ) : (
                <img
                  src={item.url}
                  alt={label}
                  loading="lazy"
                  decoding="async"
                  className="max-h-[32rem] w-full bg-muted object-contain"
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
