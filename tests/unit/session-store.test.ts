import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, takeSession, writeSession } from '../../src/lib/session-store';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('keeps a value for the tab, and takeSession reads it only once', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    writeSession('k', 'v');
    expect(readSession('k')).toBe('v');
    expect(takeSession('k')).toBe('v');
    expect(takeSession('k')).toBeNull();
  });

  it('neither throws nor keeps anything when storage refuses (private mode, quota)', () => {
    const refusing = memoryStorage();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    refusing.getItem = refuse;
    refusing.setItem = refuse;
    refusing.removeItem = refuse;
    vi.stubGlobal('sessionStorage', refusing);
    expect(() => writeSession('k', 'v')).not.toThrow();
    expect(readSession('k')).toBeNull();
    expect(takeSession('k')).toBeNull();
  });

  it('reads nothing where there is no storage at all', () => {
    expect(readSession('k')).toBeNull();
    expect(() => writeSession('k', 'v')).not.toThrow();
  });
});
