import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports handed out by any process on this machine, one file each: the test workers, the end-to-end stack and a
 * bench all draw from the same range, and a stack's children bind theirs only later, so a check alone could hand
 * one port to two processes (a test run saw EADDRINUSE that way). PORT_RESERVATIONS_DIR moves them (for its test).
 */
const reservations = process.env.PORT_RESERVATIONS_DIR ?? path.join(os.tmpdir(), 'legado-port-reservations');

/** Long enough for a child to start and bind; after it, the port is bound (the check sees it) or free again. */
const reservationMs = 120_000;

/** Reserves a port for this process unless another process reserved it within the last two minutes. */
function reserve(port: number): boolean {
  const file = path.join(reservations, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const reservedAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (reservedAt !== undefined && Date.now() - reservedAt < reservationMs) return false;
  // A stale reservation: whoever renames it away first takes the port. A process that saw it stale too late
  // may rename the winner's fresh one: it puts that back (a link never replaces a file) and draws another port.
  const moved = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, moved);
  } catch {
    return false;
  }
  if (Date.now() - fs.statSync(moved).mtimeMs < reservationMs) {
    try {
      fs.linkSync(moved, file);
    } catch {
      // Reserved again meanwhile: that reservation stands.
    }
    fs.rmSync(moved);
    return false;
  }
  fs.rmSync(moved);
  return reserve(port);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free now, drawn below Linux's ephemeral range (32768+): the ports other programs get by
 * binding port 0 come from that range, so they cannot take this one between our check and the child's bind.
 */
export async function freePort(): Promise<number> {
  fs.mkdirSync(reservations, { recursive: true });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (reserve(port) && (await isFree(port))) return port;
  }
}
