// Who may call each gRPC method: the rules (call-rules.ts) and the table drawn from the services' manifests.
export * from './call-rules.ts';

/**
 * Each gRPC method and its callers, as the served service's manifest (`services/<name>/manifest.ts`) says;
 * written by `npm run wire`. A server refuses to start with a handler this table does not cover.
 */
export { callPolicy } from './call-policy.generated.ts';
