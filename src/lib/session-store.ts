// sessionStorage can be unavailable (private mode, disabled, quota full). What is kept there
// is a convenience, so a failure means it is simply not kept: none of these throw.

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads a value once: it is removed as it is read. */
export function takeSession(key: string): string | null {
  const value = readSession(key);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored then.
  }
  return value;
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Not kept; see above.
  }
}
