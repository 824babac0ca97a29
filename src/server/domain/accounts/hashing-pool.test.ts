import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { createBoundedPool, HASHING_BUSY, withHashingClaim, type HashingClaim } from './hashing-pool.ts';

/** A task that runs until `finish` is called, recording how many ran at once. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, finish: () => open() };
}

describe('createBoundedPool', () => {
  it('runs at most `concurrency` tasks at once, starts the waiting ones in order, and refuses past `maxWaiting` with a 503', async () => {
    const pool = createBoundedPool({ concurrency: 2, maxWaiting: 2, maxWaitMs: 60_000 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      pool.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(pool.load()).toEqual({ running: 2, waiting: 2 });

    const refused = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: HASHING_BUSY, headers: { 'Retry-After': '2' } });

    gates[1]?.finish();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(pool.load()).toEqual({ running: 2, waiting: 1 });
    for (const g of gates) g.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps a lane for trusted claims that strangers cannot fill, served first; a refusal is marked on its claim (issue 25 §2)', async () => {
    const pool = createBoundedPool({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const task = (name: string, claim: HashingClaim) => {
      const g = gate();
      gates.set(name, g);
      return withHashingClaim(claim, () =>
        pool.run(async () => {
          started.push(name);
          await g.opened;
          return name;
        }),
      );
    };
    const stranger = () => ({ trusted: false, refused: false });
    const runs = ['s1', 's2', 's3'].map((name) => task(name, stranger()));
    await Promise.resolve();
    expect(pool.load()).toEqual({ running: 1, waiting: 2 });

    // The strangers' queue is full: the next stranger is refused, and its claim says so.
    const refusedClaim = stranger();
    const refused = await task('s4', refusedClaim).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, message: HASHING_BUSY });
    expect(refusedClaim.refused).toBe(true);

    // The owner's browser is queued all the same, and starts before the strangers who waited longer.
    const ownerClaim = { trusted: true, refused: false };
    runs.push(task('owner', ownerClaim));
    gates.get('s1')?.finish();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['s1', 'owner']);
    for (const g of gates.values()) g.finish();
    expect(await Promise.all(runs)).toEqual(['s1', 's2', 's3', 'owner']);
    expect(started).toEqual(['s1', 'owner', 's2', 's3']);
    expect(ownerClaim.refused).toBe(false);
  });

  it('gives up on a task that waited longer than `maxWaitMs`, with a 503, and keeps the pool working', async () => {
    const pool = createBoundedPool({ concurrency: 1, maxWaiting: 5, maxWaitMs: 20 });
    const g = gate();
    const first = pool.run(() => g.opened);
    const late = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(late).toMatchObject({ status: 503, message: HASHING_BUSY });
    expect(pool.load()).toEqual({ running: 1, waiting: 0 });
    g.finish();
    await first;
    expect(await pool.run(async () => 'next')).toBe('next');
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const pool = createBoundedPool({ concurrency: 1, maxWaiting: 1, maxWaitMs: 1_000 });
    await expect(pool.run(async () => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await pool.run(async () => 'ok')).toBe('ok');
  });
});
