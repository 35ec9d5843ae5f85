import { describe, expect, it } from 'vitest';
import { formatInputDate } from '../../src/lib/format-date';

describe('formatInputDate', () => {
  it('reads a date input value in Indonesian, the same calendar day in any time zone', () => {
    expect(formatInputDate('2026-01-01')).toBe('Kamis, 1 Januari 2026');
    expect(formatInputDate('2026-08-17')).toBe('Senin, 17 Agustus 2026');
  });

  it('returns anything that is not a date input value unchanged', () => {
    expect(formatInputDate('besok pagi')).toBe('besok pagi');
  });
});
