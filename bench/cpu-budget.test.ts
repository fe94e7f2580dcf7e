import { describe, expect, it } from 'vitest';
import { cpuBudget } from './cpu-budget.ts';

describe('cpuBudget', () => {
  it('bounds the rate by the cores over the cost of one delivery, and the cost by the rate wanted', () => {
    const budget = cpuBudget({ msPerDelivery: 22.1, cores: 2, wantedRate: 120 });
    expect(budget.ceilingRate).toBeCloseTo(90.5, 1);
    expect(budget.allowedMs).toBeCloseTo(16.67, 2);
  });

  it('grows with the cores', () => {
    expect(cpuBudget({ msPerDelivery: 20, cores: 4, wantedRate: 100 })).toEqual({
      ceilingRate: 200,
      allowedMs: 40,
    });
  });
});
