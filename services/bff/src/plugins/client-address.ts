import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts: an IPv4 address as is; an IPv6 address by its /64, the block one
 * subscriber usually holds (counting single IPv6 addresses would hand an attacker 2^64 of them). The
 * address itself is Fastify's `request.ip`, read TRUSTED_PROXY_HOPS back, never from a header anyone sets.
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
