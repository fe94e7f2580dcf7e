import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOfSize, sample, webmOfSize } from '@app/test-stack/sample-media';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { browserHeaders, postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('media');
  bff = await startBff(backends);
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

const jpeg = (size: number) => imageOfSize('photo.jpg', size);
const png = (size: number) => imageOfSize('photo.png', size);
const webm = (size: number) => webmOfSize(size);

const letter = {
  recipient: 'Pablo',
  recipientEmail: 'pablo@example.com',
  subject: 'Fotos del verano',
  content: 'Para que no las olvides.',
  messageType: 'specialMoments',
  securityLevel: 'none',
  deliveryMethod: 'email',
  schedulingType: 'specific_date',
};

async function senderWithMessage(label: string) {
  const registered = await registerPerson(bff.app, label);
  const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
  await postJson(bff.app, '/api/verify-email', { token });
  const cookie = { cookie: `legado_session=${registered.cookie}` };
  const created = await postJson(bff.app, '/api/messages', letter, cookie);
  return { cookie, messageId: created.json<{ id: string }>().id };
}

function uploadFile(
  cookie: Record<string, string>,
  messageId: string,
  contentType: string,
  bytes: Buffer,
  headers = {},
) {
  return bff.app.inject({
    method: 'POST',
    url: `/api/messages/${messageId}/media/stream`,
    headers: {
      origin: 'http://localhost:8080',
      'x-upload': '1',
      'content-type': contentType,
      ...cookie,
      ...headers,
    },
    payload: bytes,
  });
}

describe('attachments through the bff', () => {
  it('streams a file in, lists it with a short-lived URL, and serves it whole and by ranges', async () => {
    const { cookie, messageId } = await senderWithMessage('upload');
    const bytes = jpeg(200_000);
    const uploaded = await uploadFile(cookie, messageId, 'image/jpeg', bytes);
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json<{ id: string; mediaUrl: string; size: number; mediaType: string }>();
    expect(item).toMatchObject({ mediaType: 'image', size: bytes.length });
    expect(item.mediaUrl).toMatch(new RegExp(`^/api/media/${item.id}\\?expires=\\d+&sig=[\\w-]+$`));

    const listed = await bff.app.inject({
      method: 'GET',
      url: `/api/messages/${messageId}/media`,
      headers: cookie,
    });
    expect(listed.json<{ id: string }[]>().map((m) => m.id)).toEqual([item.id]);

    const whole = await bff.app.inject({ method: 'GET', url: item.mediaUrl, headers: cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await bff.app.inject({
      method: 'GET',
      url: item.mediaUrl,
      headers: { ...cookie, range: 'bytes=65530-65545' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 65530-65545/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(65530, 65546))).toBe(true);
    const tail = await bff.app.inject({
      method: 'GET',
      url: item.mediaUrl,
      headers: { ...cookie, range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await bff.app.inject({
      method: 'GET',
      url: item.mediaUrl,
      headers: { ...cookie, range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const stored = await readFile(path.join(backends.mediaStoreDir, item.id));
    expect(stored.includes(bytes.subarray(1000, 1032))).toBe(false);
  });

  it('refuses a forged or expired URL', async () => {
    const { cookie, messageId } = await senderWithMessage('forged');
    const item = (await uploadFile(cookie, messageId, 'image/jpeg', jpeg(1_000))).json<{
      id: string;
      mediaUrl: string;
    }>();
    const forged = item.mediaUrl.replace(/sig=[\w-]+/, 'sig=AAAA');
    expect((await bff.app.inject({ method: 'GET', url: forged, headers: cookie })).statusCode).toBe(404);
    const expired = item.mediaUrl.replace(/expires=\d+/, 'expires=1000');
    expect((await bff.app.inject({ method: 'GET', url: expired, headers: cookie })).statusCode).toBe(404);
  });

  it('opens the owner’s link only with the owner’s session: a forwarded or leaked link opens nothing', async () => {
    const { cookie, messageId } = await senderWithMessage('shared');
    const stranger = await senderWithMessage('finder');
    const item = (await uploadFile(cookie, messageId, 'image/jpeg', jpeg(1_000))).json<{
      mediaUrl: string;
    }>();
    expect((await bff.app.inject({ method: 'GET', url: item.mediaUrl, headers: cookie })).statusCode).toBe(
      200,
    );
    expect((await bff.app.inject({ method: 'GET', url: item.mediaUrl })).statusCode).toBe(404);
    const elsewhere = await bff.app.inject({ method: 'GET', url: item.mediaUrl, headers: stranger.cookie });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('enforces the limits with the spec’s words, and leaves nothing behind', async () => {
    const { cookie, messageId } = await senderWithMessage('limits');
    const before = await readdir(backends.mediaStoreDir);
    expect((await uploadFile(cookie, messageId, 'image/jpeg', jpeg(1_000))).statusCode).toBe(201);
    expect((await uploadFile(cookie, messageId, 'image/png', png(1_000))).statusCode).toBe(201);
    const third = await uploadFile(cookie, messageId, 'image/jpeg', jpeg(1_000));
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ message: 'Máximo 2 imágenes permitidas' });
    expect((await uploadFile(cookie, messageId, 'video/webm', webm(5_000))).statusCode).toBe(201);
    const secondVideo = await uploadFile(cookie, messageId, 'video/webm', webm(5_000));
    expect(secondVideo.json()).toMatchObject({ message: 'Máximo 1 video permitido' });

    const other = await senderWithMessage('mislabelled');
    const mislabelled = await uploadFile(other.cookie, other.messageId, 'video/webm', png(2_000));
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json()).toMatchObject({
      message: 'El contenido del archivo no corresponde al tipo indicado.',
    });
    const english = await uploadFile(
      other.cookie,
      other.messageId,
      'image/jpeg',
      Buffer.from('not an image at all'),
      {
        'accept-language': 'en',
      },
    );
    expect(english.json()).toMatchObject({ message: expect.stringContaining('File type not supported') });
    const heic = sample('photo.heic');
    const iphonePhoto = await uploadFile(other.cookie, other.messageId, 'image/jpeg', heic);
    expect(iphonePhoto.statusCode).toBe(400);
    expect(iphonePhoto.json()).toEqual({
      message:
        'Las fotos HEIC del iPhone no se pueden mostrar en todos los navegadores. Compártela como JPEG e inténtalo de nuevo.',
      field: 'media',
    });
    const inEnglish = await uploadFile(other.cookie, other.messageId, 'image/heic', heic, {
      'accept-language': 'en',
    });
    expect(inEnglish.json()).toMatchObject({ message: expect.stringMatching(/^iPhone HEIC photos .* JPEG/) });
    expect((await readdir(backends.mediaStoreDir)).length).toBe(before.length + 3);
  });

  it('accepts the spec’s data-URL call for images', async () => {
    const { cookie, messageId } = await senderWithMessage('dataurl');
    const bytes = png(3_000);
    const response = await postJson(
      bff.app,
      `/api/messages/${messageId}/media`,
      { mediaType: 'image', mediaUrl: `data:image/png;base64,${bytes.toString('base64')}` },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const served = await bff.app.inject({
      method: 'GET',
      url: response.json<{ mediaUrl: string }>().mediaUrl,
      headers: cookie,
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('lets only the owner of an open message upload, and refuses a cross-site upload', async () => {
    const owner = await senderWithMessage('owner');
    const stranger = await senderWithMessage('stranger');
    const foreign = await uploadFile(stranger.cookie, owner.messageId, 'image/jpeg', jpeg(1_000));
    expect(foreign.statusCode).toBe(404);
    const crossSite = await uploadFile(owner.cookie, owner.messageId, 'image/jpeg', jpeg(1_000), {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    const withoutHeader = await bff.app.inject({
      method: 'POST',
      url: `/api/messages/${owner.messageId}/media/stream`,
      headers: { ...browserHeaders, 'content-type': 'image/jpeg', ...owner.cookie },
      payload: jpeg(1_000),
    });
    expect(withoutHeader.statusCode).toBe(400);
    const strangerList = await bff.app.inject({
      method: 'GET',
      url: `/api/messages/${owner.messageId}/media`,
      headers: stranger.cookie,
    });
    expect(strangerList.json()).toEqual([]);

    await postJson(bff.app, `/api/messages/${owner.messageId}/seal`, {}, owner.cookie);
    const sealed = await uploadFile(owner.cookie, owner.messageId, 'image/jpeg', jpeg(1_000));
    expect(sealed.statusCode).toBe(409);
  });
});
