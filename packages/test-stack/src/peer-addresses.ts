import type { ServedName } from '@app/proto/call-rules';
import { serviceManifests } from '../../../deploy/wiring/manifests.ts';

/**
 * `<PEER>_GRPC_ADDR` for every service the manifest of `service` says it calls, from the addresses a test
 * started them at: a call added to a manifest reaches the test stack without a second edit, and a peer the test
 * did not start fails here, by name, rather than as a timeout in some test.
 */
export function peerAddresses(
  service: ServedName,
  addresses: Partial<Record<ServedName, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(serviceManifests[service].calls).map((peer) => {
      const address = addresses[peer as ServedName];
      if (!address) throw new Error(`${service} calls ${peer}: start it and pass its address`);
      return [`${peer.toUpperCase()}_GRPC_ADDR`, address];
    }),
  );
}
