import { defineConfig } from 'vitest/config';

// The runtime's tests start a JVM and compile Java on first run: allow for that.
export default defineConfig({
  test: {
    name: 'storage-rules-runtime',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
