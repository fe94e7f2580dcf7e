// Who may call a gRPC method, tried as an attacker on the same network would: real servers and clients on
// loopback, the product's own call policy, forged and stolen tokens.
import * as grpc from '@grpc/grpc-js';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import type { UploadMediaRequest__Output } from '@app/proto/gen/app/media/v1/UploadMediaRequest.ts';
import type { MediaItem } from '@app/proto/gen/app/media/v1/MediaItem.ts';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTokenHeader, userAssertionHeader } from '../src/call-authorization.ts';
import { AppError, fromGrpcError } from '../src/errors.ts';
import { callClientStream, createGrpcClient } from '../src/grpc-client.ts';
import {
  clientStreamHandler,
  createGrpcServer,
  type AsyncHandlers,
  type CallContext,
} from '../src/grpc-server.ts';
import { createLogger } from '../src/logger.ts';
import { createServiceIdentity } from '../src/service-identity.ts';
import { generateServiceKey } from '../src/service-keys.ts';
import { testIdentity, testTrust, testUserAssertion } from '../test-support/test-keys.ts';

const logger = createLogger({ service: 'call-auth-test', level: 'silent' });
const PaymentService = services.payment();
const MessageService = services.message();
const MediaService = services.media();

/** Every method answers who reached it; the calls under test are only the ones the policy decides. */
function echoHandlers<D extends grpc.ServiceDefinition>(
  definition: D,
  answer: (context: CallContext) => object,
) {
  return Object.fromEntries(
    Object.keys(definition).map((name) => [
      name,
      async (_: unknown, context: CallContext) => answer(context),
    ]),
  ) as unknown as AsyncHandlers<D>;
}

const paymentServer = createGrpcServer({ logger, trust: testTrust('payment') });
paymentServer.addService(
  PaymentService.service,
  echoHandlers<PaymentServiceDefinition>(PaymentService.service, () => ({ freeDeliveries: 3 })),
);
const messageServer = createGrpcServer({ logger, trust: testTrust('message') });
messageServer.addService(
  MessageService.service,
  echoHandlers<MessageServiceDefinition>(MessageService.service, () => ({ messages: [] })),
);
const mediaServer = createGrpcServer({ logger, trust: testTrust('media') });
const uploaded: string[] = [];
mediaServer.addStreamingService(
  MediaService.service,
  ['UploadMedia', 'ReadMedia'] as const,
  {
    ...echoHandlers<MediaServiceDefinition>(MediaService.service, () => ({ items: [] })),
    UploadMedia: clientStreamHandler<UploadMediaRequest__Output, MediaItem>(
      logger,
      'UploadMedia',
      async (requests) => {
        for await (const request of requests) if (request.header) uploaded.push(request.header.userId);
        return { id: 'm1' } as MediaItem;
      },
    ),
  } as unknown as AsyncHandlers<MediaServiceDefinition, 'UploadMedia' | 'ReadMedia'>,
);

let paymentAddress = '';
let messageAddress = '';
let mediaAddress = '';

beforeAll(async () => {
  const [payment, message, media] = await Promise.all(
    [paymentServer, messageServer, mediaServer].map((server) => server.start(0, '127.0.0.1')),
  );
  paymentAddress = `127.0.0.1:${payment}`;
  messageAddress = `127.0.0.1:${message}`;
  mediaAddress = `127.0.0.1:${media}`;
});
afterAll(() => Promise.all([paymentServer, messageServer, mediaServer].map((server) => server.stop(100))));

/** A call made by hand with exactly the metadata given: what a process without our client library sends. */
function rawCall(address: string, methodPath: string, request: object, headers: Record<string, string>) {
  const method =
    Object.values(PaymentService.service).find((m) => m.path === methodPath) ??
    Object.values(MessageService.service).find((m) => m.path === methodPath);
  if (!method) throw new Error(`unknown ${methodPath}`);
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
  return new Promise<unknown>((resolve, reject) =>
    client.makeUnaryRequest(
      method.path,
      method.requestSerialize as (value: object) => Buffer,
      method.responseDeserialize,
      request,
      metadata,
      (error, response) => {
        client.close();
        if (error) reject(fromGrpcError(error));
        else resolve(response);
      },
    ),
  );
}

const freeDeliveries = PaymentService.service.GetFreeDeliveries.path;
const listMessages = MessageService.service.ListMessages.path;

describe('a call without a known caller', () => {
  it('is refused when it carries no token at all', async () => {
    await expect(rawCall(paymentAddress, freeDeliveries, { userId: 'u1' }, {})).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'CALLER_UNKNOWN',
    });
  });

  it('is refused when a stranger signs as a service with a key of its own', async () => {
    const forged = createServiceIdentity('message', generateServiceKey().signingKey);
    await expect(
      rawCall(
        paymentAddress,
        freeDeliveries,
        { userId: 'u1' },
        {
          [callTokenHeader]: forged.callToken(freeDeliveries),
        },
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'CALLER_UNKNOWN' });
  });

  it('is refused when a token made for one method is replayed on another', async () => {
    const stolen = testIdentity('message').callToken(PaymentService.service.SpendFreeDelivery.path);
    await expect(
      rawCall(paymentAddress, freeDeliveries, { userId: 'u1' }, { [callTokenHeader]: stolen }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED', reason: 'CALLER_UNKNOWN' });
  });

  it('is refused once the token has expired', async () => {
    const key = generateServiceKey();
    const old = createServiceIdentity('message', key.signingKey, () => Date.now() - 61_000);
    const trusted = createServiceIdentity('message', key.signingKey);
    const trust = { ...testTrust('payment') };
    // Same signer, the server knowing its key: only the time differs.
    const keys = new Map(trust.keys);
    keys.set(
      'message',
      (await import('node:crypto')).createPublicKey({
        key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
        format: 'jwk',
      }),
    );
    const server = createGrpcServer({ logger, trust: { ...trust, keys } });
    server.addService(
      PaymentService.service,
      echoHandlers<PaymentServiceDefinition>(PaymentService.service, () => ({ freeDeliveries: 1 })),
    );
    const address = `127.0.0.1:${await server.start(0, '127.0.0.1')}`;
    try {
      await expect(
        rawCall(
          address,
          freeDeliveries,
          { userId: 'u1' },
          { [callTokenHeader]: old.callToken(freeDeliveries) },
        ),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      await expect(
        rawCall(
          address,
          freeDeliveries,
          { userId: 'u1' },
          { [callTokenHeader]: trusted.callToken(freeDeliveries) },
        ),
      ).resolves.toEqual({ freeDeliveries: 1 });
    } finally {
      await server.stop(100);
    }
  });

  it('is refused when the policy does not name that caller, and the caller reads it as its own fault', async () => {
    const scheduler = createGrpcClient(PaymentService, paymentAddress, {
      identity: testIdentity('scheduler'),
    });
    const error = await scheduler.GetFreeDeliveries({ userId: 'u1' }).catch((e: unknown) => e);
    scheduler.close();
    // Never "sign in again" for the person: a refused process is an internal fault.
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect((error as AppError).cause).toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'CALLER_NOT_ALLOWED',
    });
  });
});

describe('a call on behalf of a person', () => {
  const bff = () => createGrpcClient(MessageService, messageAddress, { identity: testIdentity('bff') });
  const refusal = { code: 'INTERNAL', cause: { code: 'PERMISSION_DENIED', reason: 'CALLER_NOT_ALLOWED' } };
  const owner = (userId: string, isEmailVerified = true) => ({
    owner: {
      userId,
      username: 'ana',
      fullName: 'Ana',
      email: 'ana@example.com',
      isEmailVerified,
      language: 'es' as const,
    },
  });

  it('needs auth’s assertion for the very person the request names', async () => {
    const client = bff();
    await expect(client.ListMessages(owner('u1'))).rejects.toMatchObject(refusal);
    await expect(
      client.ListMessages(owner('u2'), { userAssertion: testUserAssertion({ id: 'u1' }) }),
    ).rejects.toMatchObject(refusal);
    await expect(
      client.ListMessages(owner('u1'), { userAssertion: testUserAssertion({ id: 'u1' }) }),
    ).resolves.toEqual({ messages: [] });
    client.close();
  });

  it('believes no assertion but auth’s', async () => {
    const bffSigned = testIdentity('bff').assertUser({ id: 'u1', emailVerified: true, admin: true });
    await expect(
      rawCall(messageAddress, listMessages, owner('u1'), {
        [callTokenHeader]: testIdentity('bff').callToken(listMessages),
        [userAssertionHeader]: bffSigned,
      }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('may not claim a verified e-mail auth did not state', async () => {
    const client = bff();
    const unverified = { userAssertion: testUserAssertion({ id: 'u1', emailVerified: false }) };
    await expect(client.ListMessages(owner('u1', true), unverified)).rejects.toMatchObject(refusal);
    await expect(client.ListMessages(owner('u1', false), unverified)).resolves.toEqual({ messages: [] });
    client.close();
  });

  it('lets a guest act with no person named where the policy allows it', async () => {
    const client = createGrpcClient(PaymentService, paymentAddress, { identity: testIdentity('bff') });
    const order = {
      messageId: 'm1',
      discountCode: '',
      flow: 'redirect',
      useFreeDelivery: false,
      language: 'es' as const,
    };
    await expect(
      client.CreateOrder({ ...order, payer: { userId: '', paymentToken: 't' } }),
    ).resolves.toBeDefined();
    await expect(
      client.CreateOrder({ ...order, payer: { userId: 'u1', paymentToken: '' } }),
    ).rejects.toMatchObject(refusal);
    client.close();
  });

  it('needs an admin’s assertion for an admin method', async () => {
    const client = createGrpcClient(PaymentService, paymentAddress, { identity: testIdentity('bff') });
    await expect(
      client.ListDiscountCodes({ codes: [] }, { userAssertion: testUserAssertion({ id: 'u1' }) }),
    ).rejects.toMatchObject(refusal);
    await expect(
      client.ListDiscountCodes(
        { codes: [] },
        { userAssertion: testUserAssertion({ id: 'u1', admin: true }) },
      ),
    ).resolves.toBeDefined();
    client.close();
  });

  it('checks a client stream’s first message against the assertion before the handler sees it', async () => {
    const client = createGrpcClient(MediaService, mediaAddress, { identity: testIdentity('bff') });
    const upload = (userId: string) =>
      (async function* () {
        yield { header: { userId, messageId: 'm1', mediaType: 'image' as const } };
        yield { chunk: Buffer.from('bytes') };
      })();
    const asU1 = { userAssertion: testUserAssertion({ id: 'u1' }) };
    await expect(
      callClientStream(client, MediaService.service.UploadMedia, upload('u2'), asU1),
    ).rejects.toMatchObject(refusal);
    await expect(
      callClientStream(client, MediaService.service.UploadMedia, upload('u1'), asU1),
    ).resolves.toMatchObject({ id: 'm1' });
    expect(uploaded).toEqual(['u1']);
    client.close();
  });
});

describe('a server', () => {
  it('refuses to serve a method nobody decided the callers of', () => {
    const server = createGrpcServer({ logger, trust: { ...testTrust('payment'), policies: {} } });
    expect(() =>
      server.addService(
        PaymentService.service,
        echoHandlers<PaymentServiceDefinition>(PaymentService.service, () => ({})),
      ),
    ).toThrow(/no call policy/);
  });
});
