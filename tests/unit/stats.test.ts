import { describe, expect, it } from 'vitest';
import { median, statusCounts } from '../../scripts/lib/stats.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs that measured nothing', () => {
    expect(median([null, 7, undefined, 9, 8])).toBe(8);
  });

  it('is null when nothing was measured', () => {
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('statusCounts', () => {
  it('counts the answers of each status, 0 for none', () => {
    expect(
      statusCounts([{ status: 200 }, { status: 504 }, { status: 200 }, { status: 0 }]),
    ).toEqual({ '0': 1, '200': 2, '504': 1 });
    expect(statusCounts([])).toEqual({});
  });
});
