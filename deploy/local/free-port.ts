import net from 'node:net';

/** Ports this process has handed out: a stack's children bind theirs only later, so a check alone could hand one twice. */
const handedOut = new Set<number>();

/**
 * A port that is free now, drawn below Linux's ephemeral range (32768+): the ports other programs get by
 * binding port 0 come from that range, so they cannot take this one between our check and the child's bind.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
