import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the project. `npm test` runs the first group directly and the
 * emulator-backed group (rules, api, wire) inside the Emulator Suite.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts'],
          // scrypt at its production cost (32 MiB, ~100 ms each) several times per test, on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.{ts,mjs}', 'tests/config/**/*.test.ts'],
        },
      },
      'web/vite.config.ts',
      'tools/storage-rules-runtime/vitest.config.ts',
      {
        test: {
          name: 'bench',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'budgets',
          environment: 'node',
          include: ['tests/budgets/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Long enough for a directory test's waits on its triggers (tests/api/support/directory-snapshot.ts).
          testTimeout: 150_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Handlers and the router in-process, each file on a project of its own (support/own-project.ts):
          // files share nothing, so two run at a time.
          name: 'handlers',
          environment: 'node',
          include: ['tests/handlers/**/*.test.ts'],
          setupFiles: ['tests/handlers/support/own-project.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // A few requests over real HTTP through Hosting: one per access level, body kind, caching rule and PHP path.
          name: 'wire',
          environment: 'node',
          include: ['tests/wire/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Reads a running emulator's whole database (the demo data) and checks every document's shape.
          name: 'demo-data',
          environment: 'node',
          include: ['tests/demo-data/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
