import { describe, expect, it } from 'vitest';
import { describeFault, planFaults, seededRandom, type PlannedFault } from './fault-plan.ts';

const processes = ['auth', 'message', 'bff'];
const kindOf = ({ fault }: PlannedFault) =>
  fault.kind === 'kill' ? fault.process : fault.kind === 'outage' ? fault.server : 'mail';

describe('the soak fault plan', () => {
  it('brings every kind of fault once before any comes twice, inside the window', () => {
    const plan = planFaults({
      processes,
      startMs: 30_000,
      endMs: 600_000,
      everyMs: 45_000,
      random: seededRandom(7),
    });
    const firstRound = plan.slice(0, 7).map(kindOf);
    expect(new Set(firstRound)).toEqual(new Set([...processes, 'postgresql', 'redis', 'nats', 'mail']));
    expect(plan.length).toBe(Math.floor(570_000 / 45_000));
    for (const { atMs } of plan) {
      expect(atMs).toBeGreaterThanOrEqual(30_000);
      expect(atMs).toBeLessThan(600_000);
    }
  });

  it('packs the faults closer when the run is too short for each to come once at the pace asked', () => {
    const plan = planFaults({
      processes,
      startMs: 0,
      endMs: 70_000,
      everyMs: 45_000,
      random: seededRandom(1),
    });
    expect(plan.map(kindOf).sort()).toEqual([...processes, 'postgresql', 'redis', 'nats', 'mail'].sort());
    expect(plan.at(-1)!.atMs).toBe(60_000);
  });

  it('draws the same plan from the same seed, and outages of 5 to 20 s', () => {
    const draw = (seed: number) =>
      planFaults({ processes, startMs: 0, endMs: 3_600_000, everyMs: 45_000, random: seededRandom(seed) });
    expect(draw(42).map(({ fault }) => describeFault(fault))).toEqual(
      draw(42).map(({ fault }) => describeFault(fault)),
    );
    expect(draw(42)).not.toEqual(draw(43));
    for (const { fault } of draw(42)) {
      if (fault.kind === 'outage') expect(fault.downMs).toBeGreaterThanOrEqual(5_000);
      if (fault.kind === 'outage') expect(fault.downMs).toBeLessThanOrEqual(20_000);
    }
  });
});
