import type * as grpc from '@grpc/grpc-js';
import {
  callerNames,
  callPolicy,
  type CallerName,
  type CallerRule,
  type MethodPolicy,
  type ServedName,
} from '@app/proto/call-policy';
import { callTrust, type CallTrust } from '../src/call-authorization.ts';
import {
  createGrpcClient,
  type CallOptions,
  type GrpcClient,
  type ServiceConstructor,
} from '../src/grpc-client.ts';
import { formatPublicKeys, generateServiceKey } from '../src/service-keys.ts';
import { createServiceIdentity, type ServiceIdentity } from '../src/service-identity.ts';

/** A signing key for every process and the public list all of them read, as their variables carry them. */
export type ProductKeys = { signingKeys: Record<CallerName, string>; publicKeys: string };

function makeProductKeys(): ProductKeys {
  const pairs = callerNames.map((name) => [name, generateServiceKey()] as const);
  return {
    signingKeys: Object.fromEntries(pairs.map(([name, pair]) => [name, pair.signingKey])) as Record<
      CallerName,
      string
    >,
    publicKeys: formatPublicKeys(Object.fromEntries(pairs.map(([name, pair]) => [name, pair.publicKey]))),
  };
}

let testKeys: ProductKeys | undefined;

/**
 * One set of keys per test process, so a test wires a service and its callers the way production does
 * (signed calls, checked policies) without a keys file.
 */
export function testProductKeys(): ProductKeys {
  testKeys ??= makeProductKeys();
  return testKeys;
}

export function testIdentity(name: CallerName): ServiceIdentity {
  return createServiceIdentity(name, testProductKeys().signingKeys[name]);
}

export function testTrust(served: ServedName): CallTrust {
  return callTrust(served, testProductKeys().publicKeys);
}

/** What auth would hand the bff for this user: the assertion a call on their behalf carries. */
export function testUserAssertion(user: { id: string; emailVerified?: boolean; admin?: boolean }): string {
  return testIdentity('auth').assertUser({
    id: user.id,
    emailVerified: user.emailVerified ?? true,
    admin: user.admin ?? false,
  });
}

/**
 * A client for tests that exercise a service itself rather than one caller of it: each method is signed as
 * the first caller the policy lets in, with an assertion for the person the request names (or an admin's),
 * as the real caller would send. Tests of who may call what use `testIdentity` and craft the call.
 */
export function createTestClient<D extends grpc.ServiceDefinition>(
  Service: ServiceConstructor<D>,
  served: ServedName,
  address: string,
  options: { deadlineMs?: number } = {},
): GrpcClient<D> {
  const policies: Readonly<Record<string, MethodPolicy>> = callPolicy[served];
  const clients = new Map<CallerName, GrpcClient<D>>();
  const clientOf = (caller: CallerName) => {
    let client = clients.get(caller);
    if (!client) {
      client = createGrpcClient(Service, address, { ...options, identity: testIdentity(caller) });
      clients.set(caller, client);
    }
    return client;
  };
  const callerOf = (method: string): [CallerName, CallerRule] => {
    const entry = Object.entries(policies[method] ?? {})[0];
    if (!entry) throw new Error(`nobody may call ${served}.${method}`);
    return entry as [CallerName, CallerRule];
  };
  const withAssertion = (rule: CallerRule, request: unknown, callOptions: CallOptions = {}): CallOptions => {
    if (callOptions.userAssertion || rule === 'service') return callOptions;
    if (rule === 'admin')
      return { ...callOptions, userAssertion: testUserAssertion({ id: 'admin', admin: true }) };
    const path = 'user' in rule ? rule.user : rule.userIfNamed;
    const parts = path.split('.');
    const holder = parts
      .slice(0, -1)
      .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], request) as
      Record<string, unknown> | undefined;
    const id = holder?.[parts.at(-1) ?? ''];
    if (typeof id !== 'string' || id === '') return callOptions;
    const emailVerified = holder?.isEmailVerified !== false;
    return { ...callOptions, userAssertion: testUserAssertion({ id, emailVerified }) };
  };
  const methods: Record<string, unknown> = {
    close: () => {
      for (const client of clients.values()) client.close();
    },
    get raw() {
      return clientOf(callerOf(Object.keys(policies)[0] ?? '')[0]).raw;
    },
    metadataFor(methodPath: string, callOptions?: CallOptions) {
      const [caller, rule] = callerOf(methodPath.split('/').at(-1) ?? '');
      return clientOf(caller).metadataFor(methodPath, withAssertion(rule, undefined, callOptions));
    },
  };
  for (const name of Object.keys(Service.service)) {
    methods[name] = (request: unknown, callOptions?: CallOptions) => {
      const [caller, rule] = callerOf(name);
      const method = (clientOf(caller) as unknown as Record<string, (r: unknown, o: CallOptions) => unknown>)[
        name
      ];
      return method!(request, withAssertion(rule, request, callOptions));
    };
  }
  return methods as GrpcClient<D>;
}
