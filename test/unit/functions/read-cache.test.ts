import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../../functions/src/services/read-cache';

describe('createReadCache', () => {
  it('serves a value for its time to live, shares one load between concurrent misses, then reloads', async () => {
    let clock = 0;
    let loads = 0;
    const readThrough = createReadCache(5000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([readThrough('a', load), readThrough('a', load)])).toEqual([1, 1]);
    clock = 4999;
    expect(await readThrough('a', load)).toBe(1);
    expect(await readThrough('b', load)).toBe(2);
    clock = 5000;
    expect(await readThrough('a', load)).toBe(3);
  });

  it('does not keep a failed load, and with no time to live always loads', async () => {
    const readThrough = createReadCache(5000, () => 0);
    await expect(readThrough('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await readThrough('a', async () => 'up')).toBe('up');
    const uncached = createReadCache(0);
    let loads = 0;
    await uncached('a', async () => ++loads);
    await uncached('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps at most 1,000 entries, dropping the oldest, so made-up names cannot fill the memory', async () => {
    const readThrough = createReadCache(60_000, () => 0);
    let loads = 0;
    const load = async () => ++loads;
    for (let i = 0; i < 1001; i++) await readThrough(`agent:${i}`, load);
    expect(loads).toBe(1001);
    await readThrough('agent:1000', load); // the newest is kept
    await readThrough('agent:1', load); // still there
    expect(loads).toBe(1001);
    await readThrough('agent:0', load); // the oldest went
    expect(loads).toBe(1002);
  });
});
