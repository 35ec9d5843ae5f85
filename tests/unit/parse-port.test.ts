import { describe, expect, it } from 'vitest';
import { parsePort } from '../../scripts/lib/ports.mjs';

describe('parsePort', () => {
  it('reads a port number', () => {
    expect(parsePort('4321', '--port')).toBe(4321);
    expect(parsePort('65535', '--port')).toBe(65535);
  });

  it('takes 0 (any free port) only where that is allowed', () => {
    expect(parsePort('0', 'BACKEND_PORT', { allowZero: true })).toBe(0);
    expect(() => parsePort('0', '--port')).toThrow(
      '--port must be a port number (1–65535), not "0".',
    );
  });

  it('names the setting and the value it refuses', () => {
    for (const bad of ['abc', '', '80.5', '-1', '65536', '1e3', '0x50']) {
      expect(() => parsePort(bad, 'PORT')).toThrow(
        `PORT must be a port number (1–65535), not "${bad}".`,
      );
    }
  });
});
