import { describe, expect, it } from 'vitest';
import { parseServerTiming } from './server-timing.ts';

describe('parseServerTiming', () => {
  it('reads each stage and its milliseconds, ignoring stages without a duration', () => {
    expect(parseServerTiming('limit;dur=0.4, tx;dur=80.0, cache;desc="hit", total;dur=101.3')).toEqual({
      limit: 0.4,
      tx: 80,
      total: 101.3,
    });
    expect(parseServerTiming(null)).toEqual({});
  });
});
