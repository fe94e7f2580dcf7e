/**
 * What the soak breaks, and when. Every kind of fault comes once, in a shuffled order, before any comes twice:
 * a short run still kills every process and takes every server down. The plan is drawn from a seed, printed by
 * the soak, so a run that found something can be run again the same way.
 */
export type Fault =
  /** SIGKILL, as the kernel's OOM killer or a lost node would; the runner starts it again a second later. */
  | { kind: 'kill'; process: string }
  /** The server is down for `downMs`: stopped as a crash would, then started on the same port and data. */
  | { kind: 'outage'; server: 'postgresql' | 'redis' | 'nats'; downMs: number }
  /** The mail server answers 451 to every recipient for `downMs`. */
  | { kind: 'mail-refusal'; downMs: number };

export type PlannedFault = { atMs: number; fault: Fault };

/** A small seeded generator (mulberry32): the same seed, the same plan. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, low: number, high: number) =>
  Math.round(low + random() * (high - low));

/**
 * Faults from `startMs` to `endMs` (ms into the run), one every `everyMs` or closer when the run is too short for
 * each kind to come once at that pace. Outages last 5-20 s, mail refusals 20-60 s.
 */
export function planFaults(settings: {
  processes: readonly string[];
  startMs: number;
  endMs: number;
  everyMs: number;
  random: () => number;
}): PlannedFault[] {
  const { random } = settings;
  const kinds: (() => Fault)[] = [
    ...settings.processes.map((process) => () => ({ kind: 'kill' as const, process })),
    ...(['postgresql', 'redis', 'nats'] as const).map((server) => () => ({
      kind: 'outage' as const,
      server,
      downMs: between(random, 5_000, 20_000),
    })),
    () => ({ kind: 'mail-refusal' as const, downMs: between(random, 20_000, 60_000) }),
  ];
  const span = settings.endMs - settings.startMs;
  if (span <= 0) return [];
  const everyMs = Math.min(settings.everyMs, span / kinds.length);
  const count = Math.max(kinds.length, Math.floor(span / everyMs));
  // Fisher-Yates over the kinds for the first round, then any kind at random.
  const firstRound = [...kinds];
  for (let i = firstRound.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [firstRound[i], firstRound[j]] = [firstRound[j]!, firstRound[i]!];
  }
  return Array.from({ length: count }, (_, i) => ({
    atMs: Math.round(settings.startMs + i * everyMs),
    fault: (firstRound[i] ?? kinds[Math.floor(random() * kinds.length)]!)(),
  }));
}

export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'kill':
      return `SIGKILL ${fault.process}`;
    case 'outage':
      return `${fault.server} down for ${(fault.downMs / 1000).toFixed(0)} s`;
    case 'mail-refusal':
      return `SMTP 451 for ${(fault.downMs / 1000).toFixed(0)} s`;
  }
}
