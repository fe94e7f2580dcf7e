// The admin is warned before the product-wide SMS code budget runs out: the bff over the real auth.
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, postJson, registerPerson, setCookie, startBff, type TestBff } from './helpers/bff.ts';

const admin = newPerson('sms_admin');
let backends: Backends;
let bff: TestBff;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  backends = await startBackends('sms_budget', { adminEmails: [admin.email] });
  bff = await startBff(backends);
  const registered = await postJson(bff.app, '/api/register', admin);
  adminId = registered.json<{ id: string }>().id;
  const { token } = await issueEmailToken(backends, adminId, 'verify_email');
  await postJson(bff.app, '/api/verify-email', { token });
  const login = await postJson(bff.app, '/api/login', { email: admin.email, password: admin.password });
  adminCookie = setCookie(login).value;
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

/** Codes as auth records each one it sends; `hoursAgo` places them in or out of the last 24 hours. */
async function codesSent(count: number, hoursAgo = 1) {
  await backends.authSql.query(
    `INSERT INTO phone_code (id, user_id, phone, expires_at, created_at)
     SELECT gen_random_uuid(), $1, '+34600000000', now(), now() - make_interval(hours => $3)
     FROM generate_series(1, $2)`,
    [adminId, count, hoursAgo],
  );
}

const budgetOf = async (language = 'es', cookie = adminCookie) =>
  bff.app.inject({
    method: 'GET',
    url: '/api/admin/sms-budget',
    headers: { cookie: `legado_session=${cookie}`, 'accept-language': language },
  });

describe('GET /api/admin/sms-budget', () => {
  it('warns once 80 % of the day’s codes are spent, and says when all are, in es and en', async () => {
    // Yesterday's codes are outside the 24 hours the budget counts.
    await codesSent(150, 25);
    await codesSent(159);
    const calm = await budgetOf();
    expect(calm.statusCode).toBe(200);
    expect(calm.json()).toMatchObject({ spent: 159, budget: 200, warning: null });

    await codesSent(1);
    const near = await budgetOf();
    expect(near.json()).toMatchObject({ spent: 160, budget: 200 });
    expect(near.json<{ warning: string }>().warning).toMatch(/160 de 200/);
    expect((await budgetOf('en')).json<{ warning: string }>().warning).toMatch(/160 of 200/);

    await codesSent(40);
    const spent = (await budgetOf('en')).json<{ spent: number; warning: string }>();
    expect(spent.spent).toBe(200);
    expect(spent.warning).toMatch(/all 200/i);
  });

  it('is the admin’s only: a signed-in user gets the 404 of a route that does not exist', async () => {
    const { cookie } = await registerPerson(bff.app, 'sms_plain');
    expect((await budgetOf('es', cookie)).statusCode).toBe(404);
  });
});
