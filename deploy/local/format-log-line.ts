const colours = [36, 33, 35, 32, 34, 91, 96, 93, 95, 92];
const levels: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const quiet = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);

function colourFor(service: string): number {
  let hash = 0;
  for (const c of service) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return colours[hash % colours.length] ?? 36;
}

/** `[service] 12:00:01 info message key=value`, from a pino JSON line (other lines pass through). */
export function formatLogLine(service: string, line: string, colour = process.stdout.isTTY): string {
  const tag = `[${service}]`.padEnd(15);
  const prefix = colour ? `\u001b[${colourFor(service)}m${tag}\u001b[0m` : tag;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${prefix} ${line}`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = levels[Number(entry.level)] ?? 'info';
  const extra = Object.entries(entry)
    .filter(([key]) => !quiet.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${prefix} ${time} ${level.padEnd(5)} ${String(entry.msg ?? '')}${extra ? ` ${extra}` : ''}`;
}
