import { vi } from 'vitest';

/**
 * Replaces window.alert and window.confirm (jsdom has neither) with mocks; confirm answers OK
 * unless told otherwise. vi.unstubAllGlobals() restores them.
 */
export function stubDialogs({ confirm = true }: { confirm?: boolean } = {}) {
  const alert = vi.fn<(message?: unknown) => void>();
  const confirmMock = vi.fn<(message?: string) => boolean>(() => confirm);
  vi.stubGlobal('alert', alert);
  vi.stubGlobal('confirm', confirmMock);
  return { alert, confirm: confirmMock };
}
