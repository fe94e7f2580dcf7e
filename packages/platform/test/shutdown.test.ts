import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { stopInOrder } from '../src/shutdown.ts';

const logger = createLogger({ service: 'test', level: 'silent' });

describe('stopInOrder', () => {
  it('runs the steps in order, once however often it is called, past a step that fails', async () => {
    const ran: string[] = [];
    const stop = stopInOrder(logger, [
      { name: 'grpc', run: () => void ran.push('grpc') },
      {
        name: 'consumers',
        run: () => {
          ran.push('consumers');
          throw new Error('already closed');
        },
      },
      { name: 'database', run: () => void ran.push('database') },
    ]);
    await Promise.all([stop(), stop()]);
    await stop();
    expect(ran).toEqual(['grpc', 'consumers', 'database']);
  });

  it('names the step it is waiting on, and none once stopped', async () => {
    let release = () => {};
    const stop = stopInOrder(logger, [
      { name: 'grpc', run: () => undefined },
      { name: 'nats', run: () => new Promise<void>((resolve) => (release = resolve)) },
      { name: 'database', run: () => undefined },
    ]);
    expect(stop.stepInProgress()).toBeUndefined();
    const stopping = stop();
    await expect.poll(() => stop.stepInProgress()).toBe('nats');
    release();
    await stopping;
    expect(stop.stepInProgress()).toBeUndefined();
  });
});
