import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // A literal at every use site, so production builds drop emulator-only code and its chunks.
  define: { __EMULATOR_BUILD__: JSON.stringify(process.env.VITE_EMULATORS === 'true') },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the bundle budget tests to follow each route's first-load chunks.
    manifest: true,
    // The lazily loaded Firebase chunk (sign-in, dashboard, draws) is ~650 KB minified, ~200 KB gzip.
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173 },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
