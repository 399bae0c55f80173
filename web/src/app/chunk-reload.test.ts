import { describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function fakeDeps(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  return {
    deps: {
      storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
      reload: vi.fn(),
      now: () => now,
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reloading after a failed chunk load', () => {
  it('recognises the errors browsers give for a missing chunk, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not again straight after, and again much later', () => {
    const { deps, advance } = fakeDeps();
    expect(reloadOnce(deps)).toBe(true);
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    advance(RELOAD_WINDOW_MS + 1);
    expect(reloadOnce(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when it cannot remember that it did (no loop)', () => {
    const deps = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('denied');
        },
      },
      reload: vi.fn(),
      now: () => 0,
    };
    expect(reloadOnce(deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
