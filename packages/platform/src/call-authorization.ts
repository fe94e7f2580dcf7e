import type { KeyObject } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import {
  callPolicy,
  type CallerName,
  type CallerRule,
  type MethodPolicy,
  type ServedName,
} from '@app/proto/call-policy';
import { AppError } from './errors.ts';
import type { AssertedUser } from './service-identity.ts';
import { isCallerName, parsePublicKeys } from './service-keys.ts';
import { callTokenClaims, readToken, userAssertionClaims } from './signed-token.ts';

export const callTokenHeader = 'x-caller-token';
export const userAssertionHeader = 'x-user-assertion';

/** What a server needs to know its callers: every process's public key and its own methods' policies. */
export type CallTrust = {
  keys: ReadonlyMap<CallerName, KeyObject>;
  policies: Readonly<Record<string, MethodPolicy>>;
  now?: () => number;
};

/** What a served service checks its callers with: every public key (SERVICE_PUBLIC_KEYS) and its own policies. */
export function callTrust(served: ServedName, publicKeys: string): CallTrust {
  return { keys: parsePublicKeys(publicKeys), policies: callPolicy[served] };
}

/** Who is calling, proven: the calling process, and the person it acts for when the method needs one. */
export type CallIdentity = { caller: CallerName; user: AssertedUser | undefined; rule: CallerRule };

// Verified tokens, so a busy caller's repeated token costs one signature check per minute, not per call.
const cacheLimit = 1_000;

/** Refusals are the caller's fault; the reason tells a calling process that its identity, not its user, failed. */
function refused(code: 'UNAUTHENTICATED' | 'PERMISSION_DENIED', message: string): AppError {
  return new AppError(code, message, {
    reason: code === 'UNAUTHENTICATED' ? 'CALLER_UNKNOWN' : 'CALLER_NOT_ALLOWED',
  });
}

export function createCallAuthorizer(trust: CallTrust) {
  const now = trust.now ?? Date.now;
  const verified = new Map<string, { exp: number; value: unknown }>();

  function cached<T>(token: string, nowSeconds: number, read: () => (T & { exp: number }) | undefined) {
    const hit = verified.get(token);
    if (hit && hit.exp > nowSeconds) return hit.value as T;
    const value = read();
    if (value) {
      if (verified.size >= cacheLimit) verified.clear();
      verified.set(token, { exp: value.exp, value });
    }
    return value;
  }

  function header(metadata: grpc.Metadata, name: string): string | undefined {
    const value = metadata.get(name)[0];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }

  return {
    /** Checks the caller's signature and that the method lets it in; the person, if the rule needs one. */
    authorize(methodName: string, methodPath: string, metadata: grpc.Metadata): CallIdentity {
      const nowSeconds = Math.floor(now() / 1000);
      const token = header(metadata, callTokenHeader);
      if (!token) throw refused('UNAUTHENTICATED', `${methodPath} called without a caller token`);
      const claims = cached(token, nowSeconds, () =>
        readToken(
          token,
          callTokenClaims,
          (unverified) => (isCallerName(unverified.iss) ? trust.keys.get(unverified.iss) : undefined),
          nowSeconds,
        ),
      );
      if (!claims || claims.aud !== methodPath || !isCallerName(claims.iss)) {
        throw refused('UNAUTHENTICATED', `${methodPath} called with a bad or expired caller token`);
      }
      const caller = claims.iss;
      const rule = trust.policies[methodName]?.[caller];
      if (!rule) throw refused('PERMISSION_DENIED', `${caller} may not call ${methodPath}`);
      if (rule === 'service') return { caller, user: undefined, rule };

      const assertion = header(metadata, userAssertionHeader);
      const authKey = trust.keys.get('auth');
      const userClaims = assertion
        ? cached(assertion, nowSeconds, () =>
            readToken(assertion, userAssertionClaims, () => authKey, nowSeconds),
          )
        : undefined;
      const user = userClaims
        ? { id: userClaims.sub, emailVerified: userClaims.ver, admin: userClaims.adm }
        : undefined;
      if (rule === 'admin' && !user?.admin) {
        throw refused('PERMISSION_DENIED', `${methodPath} needs an admin's assertion`);
      }
      return { caller, user, rule };
    },

    /** The request names the asserted person where its rule says (for client streams: the first message). */
    checkRequest(identity: CallIdentity, request: unknown): void {
      const { rule, user } = identity;
      if (typeof rule === 'string') return;
      const path = 'user' in rule ? rule.user : rule.userIfNamed;
      const named = valueAt(request, path);
      if (named === '' && 'userIfNamed' in rule) return;
      if (!user || named !== user.id) {
        throw refused('PERMISSION_DENIED', `the request names a user its assertion does not (${path})`);
      }
      // An owner object beside the id may not claim more than auth said.
      if (valueAt(request, siblingPath(path, 'isEmailVerified')) === true && !user.emailVerified) {
        throw refused('PERMISSION_DENIED', 'the request claims a verified e-mail its assertion does not');
      }
    },
  };
}

export type CallAuthorizer = ReturnType<typeof createCallAuthorizer>;

function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return '';
    current = (current as Record<string, unknown>)[part];
  }
  return current ?? '';
}

function siblingPath(path: string, name: string): string {
  const parts = path.split('.');
  parts[parts.length - 1] = name;
  return parts.join('.');
}
