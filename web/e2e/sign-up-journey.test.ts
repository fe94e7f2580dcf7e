import { randomBytes, randomUUID } from 'node:crypto';
import { fromGrpcError } from '@app/platform/errors';
import { createGrpcClient } from '@app/platform/grpc-client';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import { services } from '@app/proto/services';
import * as grpc from '@grpc/grpc-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  launchChromium,
  sharedStack,
  type SharedStack,
  verifiedUser,
  waitForEmail,
} from './stack-fixture.ts';

let env: SharedStack;
let browser: Browser;

beforeAll(async () => {
  env = await sharedStack();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const newPerson = () => {
  const id = randomBytes(4).toString('hex');
  return {
    fullName: 'Lucía Fernández',
    username: `lucia_${id}`,
    email: `lucia.${id}@example.com`,
    password: 'mi-secreto-1',
  };
};

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  return context.newPage();
}

async function currentUser(page: Page) {
  const response = await page.request.get(`${env.urls.app}/api/user`);
  return response.status() === 200
    ? ((await response.json()) as { isEmailVerified: boolean; freeDeliveries: number })
    : null;
}

/** The top bar's free-deliveries badge (its accessible name is the count in words). */
async function freeDeliveriesBadge(page: Page): Promise<string> {
  const badge = page.getByLabel(/mensajes? gratuitos? restantes?/i);
  await badge.waitFor();
  return (await badge.innerText()).trim();
}

describe('sign-up journey in Chromium', () => {
  it('registers, verifies by e-mail, signs out, signs in and out again', async () => {
    const person = newPerson();
    const page = await newPage();
    const app = env.urls.app;

    await page.goto(`${app}/auth`);
    await page.getByLabel('Nombre completo').fill(person.fullName);
    await page.getByLabel('Nombre de usuario').fill(person.username);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();

    // Registering signs the person in: home greets them, shows 3 free deliveries and the unverified warning.
    await page.getByRole('heading', { name: `Te damos la bienvenida, ${person.username}` }).waitFor();
    await page.getByText('Verifica tu correo electrónico').waitFor();
    expect(await freeDeliveriesBadge(page)).toBe('3');

    const email = await waitForEmail(env.urls.mail, person.email);
    expect(email.subject).toBe('Confirma tu correo electrónico');
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(email.text)?.[0];
    expect(link).toBeDefined();

    // Opening the link (as a mail scanner would) changes nothing; only the confirm button does.
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, app));
    await page.getByRole('button', { name: 'Confirmar mi correo' }).waitFor();
    expect((await currentUser(page))?.isEmailVerified).toBe(false);
    await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.search.includes('verified=true'));
    expect((await currentUser(page))?.isEmailVerified).toBe(true);

    await page.goto(app);
    await page.getByRole('heading', { name: `Te damos la bienvenida, ${person.username}` }).waitFor();
    expect(await page.getByText('Verifica tu correo electrónico').count()).toBe(0);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await currentUser(page)).toBeNull();

    await page.goto(`${app}/auth?tab=login`);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.getByText('Credenciales incorrectas').first().waitFor();

    await page.getByLabel('Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.getByRole('heading', { name: `Te damos la bienvenida, ${person.username}` }).waitFor();
    expect(await freeDeliveriesBadge(page)).toBe('3');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await currentUser(page)).toBeNull();
    await page.context().close();
  });

  it('loses no user and no pending e-mail when services are killed and started again', async () => {
    const person = newPerson();
    const app = env.urls.app;
    const post = (path: string, body: unknown) =>
      fetch(`${app}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app },
        body: JSON.stringify(body),
      });

    // The next files share this stack: both run again, whatever happened (starting a running one does nothing).
    onTestFinished(async () => {
      await env.startService('auth');
      await env.startService('notification');
    });
    // The e-mail sender is down when the person signs up: the request waits in the outbox and the stream.
    await env.stopService('notification', 'SIGKILL');
    expect((await post('/api/register', person)).status).toBe(201);
    await env.stopService('auth', 'SIGKILL');
    await env.startService('auth');
    await env.startService('notification');

    const email = await waitForEmail(env.urls.mail, person.email);
    expect(email.subject).toBe('Confirma tu correo electrónico');
    const login = await post('/api/login', { email: person.email, password: person.password });
    expect(login.status).toBe(200);
  });

  it('tells a sender the writing assistant is not available where no provider is configured, and the wizard goes on', async () => {
    // The shared stack's message service has a provider (create-message uses it): this one runs without, as
    // without AI_BASE_URL, and the stack gets its own back afterwards.
    await env.stopService('message');
    await env.startService('message', { AI_BASE_URL: '' });
    onTestFinished(async () => {
      await env.stopService('message');
      await env.startService('message');
    });
    const page = await newPage();
    await verifiedUser(page, env.urls);
    await page.goto(`${env.urls.app}/create-message`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Asistente de escritura' }).click();
    await page
      .getByText(
        'El asistente de escritura no está disponible en este momento. Puedes escribir tu mensaje con normalidad.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Suavizar' }).count()).toBe(0);
    await page.getByLabel('Tu mensaje').fill('Sigo escribiendo.');
    expect(await page.getByLabel('Tu mensaje').inputValue()).toBe('Sigo escribiendo.');
    await page.context().close();
  });

  it('lets no process without a service key call any service of the running product', async () => {
    const ports = env.options.grpcPorts;
    for (const service of Object.keys(ports) as (keyof typeof ports)[]) {
      const address = `127.0.0.1:${ports[service]}`;
      // Health stays open (kubelet's probes carry no key); every method of the service refuses an unsigned call.
      expect(await checkGrpcHealth(address, '')).toBe('SERVING');
      const Service = services[service]();
      for (const [name, method] of Object.entries(Service.service)) {
        const refusal = await unsignedCall(address, method).catch((error: unknown) => error);
        expect(refusal, `${service}.${name}`).toMatchObject({
          code: 'UNAUTHENTICATED',
          reason: 'CALLER_UNKNOWN',
        });
      }
    }
    // The bff's own key is not enough to act for a person: that takes auth's assertion for that very person.
    const bff = createServiceIdentity('bff', env.options.secrets.SERVICE_SIGNING_KEY_BFF);
    const message = createGrpcClient(services.message(), `127.0.0.1:${ports.message}`, { identity: bff });
    const owner = {
      userId: randomUUID(),
      username: '',
      fullName: '',
      email: '',
      isEmailVerified: true,
      language: 'es' as const,
    };
    for (const userAssertion of [
      undefined,
      bff.assertUser({ id: owner.userId, emailVerified: true, admin: true }),
    ]) {
      await expect(
        message.ListMessages({ owner }, userAssertion ? { userAssertion } : {}),
      ).rejects.toMatchObject({ code: 'INTERNAL', cause: { reason: 'CALLER_NOT_ALLOWED' } });
    }
    message.close();
  });
});

/** A call as a process without our client library makes it: no caller token at all. */
function unsignedCall(address: string, method: grpc.MethodDefinition<unknown, unknown>): Promise<unknown> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  return new Promise<unknown>((resolve, reject) => {
    const done = (error: grpc.ServiceError | null, response?: unknown) => {
      client.close();
      if (error) reject(fromGrpcError(error));
      else resolve(response);
    };
    const deserialize = method.responseDeserialize;
    if (method.requestStream) {
      const call = client.makeClientStreamRequest(
        method.path,
        method.requestSerialize,
        deserialize,
        new grpc.Metadata(),
        done,
      );
      call.end();
    } else if (method.responseStream) {
      const call = client.makeServerStreamRequest(
        method.path,
        method.requestSerialize,
        deserialize,
        {},
        new grpc.Metadata(),
      );
      call.on('data', () => undefined);
      call.on('error', (error: grpc.ServiceError) => done(error));
      call.on('end', () => done(null));
    } else {
      client.makeUnaryRequest(
        method.path,
        method.requestSerialize,
        deserialize,
        {},
        new grpc.Metadata(),
        done,
      );
    }
  });
}
