import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Stubs (fetch, alert, XMLHttpRequest, ...) last one test: each test installs the ones it needs.
  vi.unstubAllGlobals();
});
