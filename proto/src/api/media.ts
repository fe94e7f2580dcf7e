import { z } from 'zod';
import { MEDIA_TYPES } from '../rules/media-limits.ts';

/**
 * A sender's attachments (docs/messages-api.md, "Attachments"): what an upload answers and the list gives,
 * checked by the bff before it leaves and read by the wizard and the message page.
 */
export const ownMedia = z.object({
  id: z.uuid(),
  mediaType: z.enum(MEDIA_TYPES),
  /** As the media service detected it from the bytes, never as the browser declared it. */
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  /** A signed link, valid for a few minutes and only with the session that listed it. */
  mediaUrl: z.string(),
});
export type OwnMedia = z.infer<typeof ownMedia>;

export const ownMediaList = z.array(ownMedia);

export const mediaRemoved = z.object({ success: z.literal(true) });
