/**
 * What a machine's cores allow: once every core is busy, deliveries a second are the cores' milliseconds a second
 * over the milliseconds one delivery costs in every process on them. The ceiling at the measured cost, and the
 * cost a wanted rate leaves, so a run says how far a target is in the unit a change can move.
 */
export function cpuBudget(options: { msPerDelivery: number; cores: number; wantedRate: number }): {
  ceilingRate: number;
  allowedMs: number;
} {
  const coreMsPerSecond = options.cores * 1000;
  return {
    ceilingRate: coreMsPerSecond / options.msPerDelivery,
    allowedMs: coreMsPerSecond / options.wantedRate,
  };
}
