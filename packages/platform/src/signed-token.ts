import { sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * The two short-lived statements that travel in gRPC metadata, each `<base64url JSON>.<base64url Ed25519
 * signature>`: a call token (who calls which method, signed by the caller) and a user assertion (who the
 * person is, signed by auth). `typ` keeps one from passing for the other, as auth signs both.
 */
export const callTokenClaims = z.object({
  typ: z.literal('call'),
  iss: z.string(),
  aud: z.string(),
  exp: z.number().int(),
});
export type CallTokenClaims = z.infer<typeof callTokenClaims>;

export const userAssertionClaims = z.object({
  typ: z.literal('user'),
  sub: z.string().min(1),
  /** The account's e-mail is verified. */
  ver: z.boolean(),
  /** The account is an admin. */
  adm: z.boolean(),
  exp: z.number().int(),
});
export type UserAssertionClaims = z.infer<typeof userAssertionClaims>;

/** Longest life a verifier accepts, whatever `exp` says, so a leaked token is soon worthless. */
export const maxTokenLifetimeSeconds = 120;

export function signToken(key: KeyObject, claims: CallTokenClaims | UserAssertionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`;
}

/**
 * The claims of a token whose signature `keyFor` vouches for and whose time is not up; undefined for anything
 * else. `keyFor` sees the unverified claims (to pick the signer's key) and nothing is trusted before the check.
 */
export function readToken<S extends z.ZodType<{ exp: number }>>(
  token: string,
  schema: S,
  keyFor: (claims: z.infer<S>) => KeyObject | undefined,
  nowSeconds: number,
): z.infer<S> | undefined {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || token.length > 2_048) return undefined;
  let claims: z.infer<S>;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    if (!parsed.success) return undefined;
    claims = parsed.data;
  } catch {
    return undefined;
  }
  const key = keyFor(claims);
  if (!key || !verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url'))) return undefined;
  if (claims.exp <= nowSeconds || claims.exp > nowSeconds + maxTokenLifetimeSeconds) return undefined;
  return claims;
}
