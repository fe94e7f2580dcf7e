import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from '../i18n/texts.ts';
import { callServerStream, type CallOptions } from '@app/platform/grpc-client';
import type { MessageSummary } from '@app/proto/api/messages';
import type { User__Output } from '@app/proto/gen/app/auth/v1/User.ts';
import type { MediaItem__Output } from '@app/proto/gen/app/media/v1/MediaItem.ts';
import { services } from '@app/proto/services';
import type { FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import type { ownerOf } from '../plugins/session.ts';
import { listOwnMessages, ownMessageView, readTimeline } from '../views/own-message-views.ts';
import type { ZipWriter } from './zip-writer.ts';

type Owner = ReturnType<typeof ownerOf>;

const MediaService = services.media();

/** What a file of the archive is called: the subject, readable and safe in any file system. */
function slug(text: string, fallback: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return plain || fallback;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** How many messages are read at once (three calls each): an account with hundreds must not flood the services. */
const READS_AT_ONCE = 8;

/** `read` over `items`, `size` at a time, in order. */
async function inGroups<T, R>(
  items: readonly T[],
  size: number,
  read: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(read))));
  }
  return results;
}

/**
 * Everything read before the first byte is sent: a service that cannot answer fails the request with an error
 * the sender can read, not a broken download. Only the files' bytes and the letters' PDFs come later.
 */
export async function gatherAccountArchive(
  deps: BffDeps,
  request: FastifyRequest,
  user: User__Output,
  owner: Owner,
) {
  const call = grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
  const [summaries, removed, lifeSigns] = await Promise.all([
    listOwnMessages(deps, request, owner),
    deps.message.ListRemovedMessages({ owner }, call),
    deps.scheduler.GetLifeSignPreference({ userId: user.id }, call),
  ]);
  const oldestFirst = [...summaries].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const messages = await inGroups(oldestFirst, READS_AT_ONCE, async (summary) => {
    const [whole, timeline, media] = await Promise.all([
      deps.message.GetMessage({ owner, messageId: summary.id }, call),
      readTimeline(deps, request, owner, summary.id),
      summary.hasMedia
        ? deps.media.ListMedia({ userId: user.id, messageId: summary.id }, call)
        : Promise.resolve({ items: [] as MediaItem__Output[] }),
    ]);
    return { summary, message: ownMessageView(whole), timeline, media: media.items };
  });
  return { user, lifeSigns, messages, removed: removed.messages };
}

export type AccountArchive = Awaited<ReturnType<typeof gatherAccountArchive>>;

/** About how large the ZIP will be: every attachment as stored, and a letter's PDF and JSON per message. */
export function estimatedArchiveBytes(archive: AccountArchive): number {
  const attachments = archive.messages
    .flatMap(({ media }) => media)
    .reduce((total, item) => total + Number(item.size), 0);
  return attachments + archive.messages.length * 64_000 + 16_000;
}

/**
 * A sender's archive (docs/account-api.md, "Your archive"): a README in their language, their account, and
 * one folder per message with its whole content as JSON, its letter as a PDF laid out as the keepsake, and its
 * attachments as they were uploaded.
 */
export async function writeAccountArchive(
  deps: BffDeps,
  archive: AccountArchive,
  zip: ZipWriter,
  options: { language: Language; now: Date; timeZone?: string; media: MediaAccess },
): Promise<void> {
  const t = textsIn(options.language, 'archive');
  const { user } = archive;
  const { renderKeepsake } = await import('@app/letters/keepsake');
  await zip.addFile(
    'README.txt',
    t('readme', {
      date: options.now.toISOString().slice(0, 10),
      name: user.fullName,
      email: user.email,
    }),
  );
  await zip.addFile(
    'account.json',
    json({
      exportedAt: options.now.toISOString(),
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      language: user.language,
      timeZone: user.timeZone,
      createdAt: user.createdAt,
      isEmailVerified: user.isEmailVerified,
      backupEmail: user.backupEmail
        ? { email: user.backupEmail, verified: user.isBackupEmailVerified }
        : null,
      phone: user.phone ? { phone: user.phone, verified: user.isPhoneVerified } : null,
      lifeSigns: archive.lifeSigns,
    }),
  );
  await zip.addFile(
    'messages.json',
    json(archive.messages.map(({ summary }) => summary satisfies MessageSummary)),
  );
  await zip.addFile('removed-messages.json', json(archive.removed));

  for (const [index, { summary, message, timeline, media }] of archive.messages.entries()) {
    const folder = `messages/${String(index + 1).padStart(3, '0')}-${slug(summary.subject, t('noSubject'))}`;
    const files = media.map((item, position) => ({
      item,
      name: `attachments/${position + 1}-${item.mediaType}.${extensions[item.contentType] ?? 'bin'}`,
    }));
    await zip.addFile(
      `${folder}/message.json`,
      json({
        ...message,
        reaction: summary.reaction,
        lifeProof: summary.lifeProof,
        letter: summary.letter,
        payment: summary.payment,
        timeline,
        attachments: files.map(({ item, name }) => ({
          file: name,
          mediaType: item.mediaType,
          contentType: item.contentType,
          size: Number(item.size),
          uploadedAt: item.createdAt,
        })),
      }),
    );
    const images = new Map<string, Buffer>();
    for (const { item, name } of files) {
      if (item.mediaType === 'image') {
        const chunks: Buffer[] = [];
        for await (const chunk of readMedia(deps, options.media, item.id)) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        images.set(item.id, bytes);
        await zip.addStream(`${folder}/${name}`, [bytes]);
      } else {
        await zip.addStream(`${folder}/${name}`, readMedia(deps, options.media, item.id));
      }
    }
    const pdf = await renderKeepsake({
      language: options.language,
      recipient: message.recipient,
      senderName: message.isAnonymous ? '' : message.senderName,
      senderTitle: message.isAnonymous ? '' : message.senderCustomTitle,
      subject: message.subject,
      content: message.content,
      date: new Date(message.deliveryDate ?? message.createdAt),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      images: [...images.entries()].map(([id, bytes]) => ({
        bytes,
        contentType: media.find((item) => item.id === id)!.contentType,
      })),
      hasVideo: media.some((item) => item.mediaType === 'video'),
    });
    await zip.addFile(`${folder}/letter.pdf`, pdf);
  }
  zip.finish();
}

/**
 * How the archive reads the attachments `gatherAccountArchive` listed for their owner: named as the owner with the
 * request's own assertion while the download streams, or by the id of the archive media keeps for them when it is
 * built in the background, for longer than a user assertion lasts.
 */
export type MediaAccess = ({ userId: string } | { archiveId: string }) & { call: CallOptions };

/** One of the owner's attachments, decrypted by media as it is read. */
async function* readMedia(deps: BffDeps, access: MediaAccess, mediaId: string) {
  const chunks = callServerStream(
    deps.media,
    MediaService.service.ReadMedia,
    {
      userId: 'userId' in access ? access.userId : '',
      archiveId: 'archiveId' in access ? access.archiveId : '',
      mediaId,
      start: 0,
      end: 0, // 0/0: the whole file
    },
    access.call,
  );
  for await (const chunk of chunks) yield Buffer.from(chunk.data);
}
