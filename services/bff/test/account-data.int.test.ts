// A sender's own data end to end, over the real services: the archive of everything that is theirs, and closing
// the account, after which nothing but the tables docs/account-api.md names as kept ("What stays") still refers to
// them or to the messages they did not choose to have delivered.
import { readdir } from 'node:fs/promises';
import { readPdf } from '@app/test-stack/read-pdf';
import { imageOfSize, webmOfSize } from '@app/test-stack/sample-media';
import type { Backends } from '@app/test-stack/backends';
import type { Notification } from '@app/test-stack/notification';
import {
  openMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { until } from '@app/test-stack/until';
import { unzipSync } from 'fflate';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, setCookie, startBff, type TestBff } from './helpers/bff.ts';
import { startWholeProduct, type WholeProduct } from './helpers/whole-product.ts';

let product: WholeProduct;
let backends: Backends;
let bff: TestBff;
let notification: Notification;
let message: MessageClient;
/** The same product with a 1,000-byte limit for a streamed archive: any account with a letter is large. */
let smallLimit: TestBff;

beforeAll(async () => {
  product = await startWholeProduct('erasure');
  ({ backends, bff, notification, message } = product);
  smallLimit = await startBff(backends, { ARCHIVE_DIRECT_LIMIT_BYTES: '1000' });
});
afterAll(async () => {
  await smallLimit?.close();
  await product?.stop();
});

/** A large account's archive, asked for and waited for until the media service holds it whole. */
async function archiveInBackground(cookie: Record<string, string>, userId: string) {
  const asked = await postJson(smallLimit.app, '/api/account/archive', {}, cookie);
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ mode: 'background', archive: { status: 'building', readyAt: null } });
  let state: { archive: { status: string; expiresAt: string | null } | null } = { archive: null };
  await until('the archive built', async () => {
    state = (
      await smallLimit.app.inject({ method: 'GET', url: '/api/account/archive', headers: cookie })
    ).json();
    return state.archive?.status !== 'building';
  });
  expect(state.archive?.status).toBe('ready');
  const { rows } = await backends.mediaSql.query<{ id: string }>(
    `SELECT id FROM account_archive WHERE status = 'ready' AND user_id = $1`,
    [userId],
  );
  return { archiveId: rows[0]!.id, expiresAt: state.archive!.expiresAt! };
}

/** The tables docs/account-api.md says a closed account leaves rows in, and why. */
const keptTables = new Set([
  'auth.account_closure',
  'message.message_deletion',
  'payment.payment_order',
  'payment.payment_activity',
  'payment.simulated_paypal_order',
]);
/** Every service's outbox keeps what it published for OUTBOX_RETENTION_DAYS, then deletes it. */
const publishedOutbox = 'outbox_event';

/**
 * The rows of every table of one database that mention any of `ids` (in any column, JSON included), except
 * rows that also mention `kept` (what belongs to a message still to be delivered).
 */
async function rowsMentioning(sql: pg.Pool, service: string, ids: string[], kept: string[]) {
  const tables = await sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (keptTables.has(`${service}.${table}`)) continue;
    const rows = await sql.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${table}" t
       WHERE row_to_json(t)::text ~* $1 AND NOT (row_to_json(t)::text ~* $2)`,
      [ids.join('|'), kept.length > 0 ? kept.join('|') : '^$'],
    );
    for (const { row } of rows.rows) {
      if (table === publishedOutbox && JSON.parse(row).published_at !== null) continue;
      found.push(`${service}.${table}: ${row}`);
    }
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`);
}

async function signIn(email: string, password: string) {
  return postJson(bff.app, '/api/login', { email, password });
}

function upload(cookie: Record<string, string>, messageId: string, contentType: string, bytes: Buffer) {
  return bff.app.inject({
    method: 'POST',
    url: `/api/messages/${messageId}/media/stream`,
    headers: { origin: 'http://localhost:8080', 'x-upload': '1', 'content-type': contentType, ...cookie },
    payload: bytes,
  });
}

describe('the archive', () => {
  it('holds the account, each message whole with its letter as a PDF, and every attachment as uploaded', async () => {
    const sender = await verifiedSender(backends, 'archive', { language: 'en' });
    const login = await signIn(sender.user.email, 'correct horse battery');
    const cookie = { cookie: `legado_session=${setCookie(login).value}` };
    const content = 'Dear Luis: the key is in the blue box, under the stairs.';
    const withMedia = await openMessage(message, sender, { content });
    const photo = imageOfSize('photo.jpg', 3_000);
    const video = webmOfSize(40_000);
    expect((await upload(cookie, withMedia.messageId, 'image/jpeg', photo)).statusCode).toBe(201);
    expect((await upload(cookie, withMedia.messageId, 'video/webm', video)).statusCode).toBe(201);
    await message.SealMessage({ owner: sender.owner, messageId: withMedia.messageId });
    const draft = await openMessage(message, sender, { content: 'Not finished yet.' });

    const response = await bff.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { ...cookie, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="legado-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => Buffer.from(files[name]!).toString('utf8');
    const names = Object.keys(files).sort();

    expect(text('README.txt')).toMatch(/^Your Legado archive/);
    expect(JSON.parse(text('account.json'))).toMatchObject({ id: sender.user.id, email: sender.user.email });
    const listed = JSON.parse(text('messages.json')) as { id: string }[];
    expect(listed.map((m) => m.id).sort()).toEqual([withMedia.messageId, draft.messageId].sort());
    const folders = names.filter((name) => name.endsWith('/message.json'));
    expect(folders).toEqual([
      'messages/001-para-cuando-llegue-el-dia/message.json',
      'messages/002-para-cuando-llegue-el-dia/message.json',
    ]);
    const first = JSON.parse(text(folders[0]!)) as {
      id: string;
      content: string;
      attachments: { file: string; mediaType: string; size: number }[];
      timeline: { event: string }[];
    };
    expect(first.id).toBe(withMedia.messageId);
    expect(first.content).toBe(content);
    // A letter dated years ahead also gets reminders, once the scheduler has planned it (`started`).
    expect(first.timeline.map((step) => step.event).slice(0, 2)).toEqual(['created', 'sealed']);
    expect(first.attachments.map((a) => [a.file, a.mediaType, a.size])).toEqual([
      ['attachments/1-image.jpg', 'image', photo.length],
      ['attachments/2-video.webm', 'video', video.length],
    ]);
    expect(Buffer.from(files['messages/001-para-cuando-llegue-el-dia/attachments/1-image.jpg']!)).toEqual(
      photo,
    );
    expect(Buffer.from(files['messages/001-para-cuando-llegue-el-dia/attachments/2-video.webm']!)).toEqual(
      video,
    );
    const letter = await readPdf(Buffer.from(files['messages/001-para-cuando-llegue-el-dia/letter.pdf']!));
    expect(letter.text).toContain('the key is in the blue box');
    expect(letter.pages[0]!.images).toHaveLength(1);
    expect(JSON.parse(text(folders[1]!))).toMatchObject({
      id: draft.messageId,
      content: 'Not finished yet.',
    });

    const signedOut = await bff.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('of a large account is built in the background, announced by e-mail, downloaded signed in for 24 hours', async () => {
    const sender = await verifiedSender(backends, 'largearchive', { language: 'es' });
    const login = await signIn(sender.user.email, 'correct horse battery');
    const cookie = { cookie: `legado_session=${setCookie(login).value}` };
    const content = 'Querida Ana: las cartas están en el cajón de la cómoda.';
    const letter = await openMessage(message, sender, { content });
    const photo = imageOfSize('photo.jpg', 3_000);
    expect((await upload(cookie, letter.messageId, 'image/jpeg', photo)).statusCode).toBe(201);

    // Too large to stream at once: the direct download says so, in the sender's language, and sends nothing.
    const direct = await smallLimit.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { ...cookie, 'accept-language': 'es' },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(
      'Tu archivo es demasiado grande para descargarlo de una vez: lo preparamos y te avisamos por correo cuando esté listo.',
    );
    const none = await smallLimit.app.inject({ method: 'GET', url: '/api/account/archive', headers: cookie });
    expect(none.json()).toEqual({ archive: null });

    const { archiveId, expiresAt } = await archiveInBackground(cookie, sender.user.id);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    // The e-mail leads to the account page, never to the file.
    await until('the archive e-mail', async () =>
      (await product.mailbox.messagesTo(sender.user.email)).some(
        (mail) => mail.Subject === 'Tu archivo está listo para descargar',
      ),
    );
    const [mail] = (await product.mailbox.messagesTo(sender.user.email)).filter(
      (each) => each.Subject === 'Tu archivo está listo para descargar',
    );
    const text = (await product.mailbox.message(mail!.ID)).Text;
    expect(text).toContain('/account');
    expect(text).not.toContain('/api/');

    const blob = (await filesUnder(backends.mediaStoreDir)).find((file) => file.includes(archiveId));
    expect(blob).toBeDefined();

    const download = await bff.app.inject({
      method: 'GET',
      url: '/api/account/archive/download',
      headers: cookie,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="legado-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const folder = Object.keys(files)
      .find((name) => name.endsWith('/message.json'))!
      .replace('/message.json', '');
    expect(JSON.parse(Buffer.from(files[`${folder}/message.json`]!).toString('utf8'))).toMatchObject({
      id: letter.messageId,
      content,
    });
    expect(Buffer.from(files[`${folder}/attachments/1-image.jpg`]!)).toEqual(photo);
    expect((await readPdf(Buffer.from(files[`${folder}/letter.pdf`]!))).text).toContain('las cartas están');

    // Only its owner, signed in.
    expect((await bff.app.inject({ method: 'GET', url: '/api/account/archive/download' })).statusCode).toBe(
      401,
    );
    const other = await verifiedSender(backends, 'otherarchive');
    const otherLogin = await signIn(other.user.email, 'correct horse battery');
    const otherCookie = { cookie: `legado_session=${setCookie(otherLogin).value}` };
    const stranger = await bff.app.inject({
      method: 'GET',
      url: '/api/account/archive/download',
      headers: { ...otherCookie, 'accept-language': 'en' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(
      'There is no archive ready to download. It may have expired: ask for another.',
    );

    // After its 24 hours it is gone for the sender at once (the media service's sweep removes it within the hour).
    await backends.mediaSql.query(
      `UPDATE account_archive SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [archiveId],
    );
    expect(
      (await bff.app.inject({ method: 'GET', url: '/api/account/archive', headers: cookie })).json(),
    ).toEqual({ archive: null });
    expect(
      (await bff.app.inject({ method: 'GET', url: '/api/account/archive/download', headers: cookie }))
        .statusCode,
    ).toBe(404);
  });
});

describe('closing an account', () => {
  it(
    'asks for the password, then erases everything but the kept tables and the dated letter still to go',
    { timeout: 60_000 },
    async () => {
      const sender = await verifiedSender(backends, 'erasure');
      const password = 'correct horse battery';
      const login = await signIn(sender.user.email, password);
      expect(login.statusCode).toBe(200);
      const cookie = { cookie: `legado_session=${setCookie(login).value}` };

      // One delivered, one dated letter to keep, one proof-of-life switch, one sealed with a photo and waiting for
      // payment (the three free deliveries are spent by then), one draft with a photo.
      const delivered = await sealedMessage(message, sender);
      await backends.deliver(delivered.messageId);
      const keptLetter = await sealedMessage(message, sender);
      const lifeProof = await sealedMessage(message, sender, {
        schedulingType: 'life_proof',
        deliveryDate: '',
      });
      const withPhoto = await openMessage(message, sender);
      const draft = await openMessage(message, sender);
      for (const { messageId } of [withPhoto, draft]) {
        const upload = await bff.app.inject({
          method: 'POST',
          url: `/api/messages/${messageId}/media/stream`,
          headers: {
            origin: 'http://localhost:8080',
            'x-upload': '1',
            'content-type': 'image/jpeg',
            ...cookie,
          },
          payload: imageOfSize('photo.jpg', 2_000),
        });
        expect(upload.statusCode).toBe(201);
      }
      const sealed = await message.SealMessage({ owner: sender.owner, messageId: withPhoto.messageId });
      expect(sealed.requiresPayment).toBe(true);
      const mediaIds = (
        await backends.mediaSql.query<{ id: string }>('SELECT id FROM media WHERE user_id = $1', [
          sender.user.id,
        ])
      ).rows.map((row) => row.id);
      expect(mediaIds).toHaveLength(2);
      // An archive of everything, kept by the media service: it goes with the account too.
      const { archiveId } = await archiveInBackground(cookie, sender.user.id);
      await until('the switch planned', async () => {
        const { rows } = await backends.schedulerSql.query(
          'SELECT 1 FROM life_proof_switch WHERE message_id = $1',
          [lifeProof.messageId],
        );
        return rows.length > 0;
      });

      const wrong = await postJson(
        bff.app,
        '/api/account/delete',
        { password: 'not my password', deliverMessageIds: [] },
        { ...cookie, 'accept-language': 'es' },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'La contraseña no es correcta.', field: 'password' });
      expect((await bff.app.inject({ method: 'GET', url: '/api/user', headers: cookie })).statusCode).toBe(
        200,
      );

      // A proof-of-life message cannot outlive its sender, whatever the request says.
      const closed = await postJson(
        bff.app,
        '/api/account/delete',
        { password, deliverMessageIds: [keptLetter.messageId, lifeProof.messageId] },
        { ...cookie, 'accept-language': 'en' },
      );
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual({
        success: true,
        message: 'Your account has been deleted. We are erasing your messages and your data.',
      });
      expect(setCookie(closed).value).toBe('');
      expect((await bff.app.inject({ method: 'GET', url: '/api/user', headers: cookie })).statusCode).toBe(
        401,
      );
      expect((await signIn(sender.user.email, password)).statusCode).toBe(401);

      const gone = [
        sender.user.id,
        archiveId,
        delivered.messageId,
        lifeProof.messageId,
        withPhoto.messageId,
        draft.messageId,
      ];
      const kept = [keptLetter.messageId];
      const databases: [string, pg.Pool][] = [
        ['auth', backends.authSql],
        ['message', backends.messageSql],
        ['access', backends.accessSql],
        ['media', backends.mediaSql],
        ['payment', backends.paymentSql],
        ['scheduler', backends.schedulerSql],
        ['notification', notification.sql],
      ];
      const everyRowLeft = async () =>
        (
          await Promise.all(
            databases.map(([service, sql]) => rowsMentioning(sql, service, [...gone, ...mediaIds], kept)),
          )
        ).flat();
      await until(
        'every row of the closed account erased',
        async () => (await everyRowLeft()).length === 0,
      ).catch(() => undefined);
      expect(await everyRowLeft()).toEqual([]);
      // The erasure is confirmed by e-mail, and auth then forgets the address it kept for that alone.
      await until('the erasure confirmed by e-mail', async () =>
        (await product.mailbox.messagesTo(sender.user.email)).some((mail) =>
          /^(Tu cuenta de Legado está cerrada|Your Legado account is closed)$/.test(mail.Subject),
        ),
      );
      await until('the address forgotten', async () => {
        const { rows } = await backends.authSql.query<{ farewell_email: string | null }>(
          'SELECT farewell_email FROM account_closure WHERE user_id = $1',
          [sender.user.id],
        );
        return rows.length === 1 && rows[0]!.farewell_email === null;
      });
      const files = await filesUnder(backends.mediaStoreDir);
      expect(files.filter((file) => [...mediaIds, archiveId].some((id) => file.includes(id)))).toEqual([]);

      // The letter the sender chose still waits for its date, and the deletions left no words behind.
      const keptRow = await backends.messageSql.query('SELECT id FROM message WHERE id = $1', [
        keptLetter.messageId,
      ]);
      expect(keptRow.rows).toHaveLength(1);
      const job = await backends.schedulerSql.query('SELECT status FROM delivery_job WHERE message_id = $1', [
        keptLetter.messageId,
      ]);
      expect(job.rows).toEqual([{ status: 'pending' }]);
      const deletions = await backends.messageSql.query<{ reason: string; recipient_enc: string | null }>(
        'SELECT reason, recipient_enc FROM message_deletion WHERE user_id = $1',
        [sender.user.id],
      );
      expect(deletions.rows).toHaveLength(4);
      expect(deletions.rows.every((row) => row.reason === 'account' && row.recipient_enc === null)).toBe(
        true,
      );
    },
  );
});
