import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(join(tmpdir(), 'edma-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** `vite build` of the web app in production mode with only these VITE_* values. */
function productionBuild(values: Record<string, string>) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && !key.startsWith('EDMA_') && key !== 'NODE_ENV'),
  );
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: join(ROOT, 'web'),
      env: { ...env, ...values },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

describe('a production build with a missing config value fails', () => {
  it('without the site address (link previews and the sitemap need it)', () => {
    const result = productionBuild({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('The production build is missing configuration');
    expect(result.stderr).toContain('VITE_SITE_URL is not set');
  });

  it('with only some of the explicit Firebase values (never a half-demo config)', () => {
    const result = productionBuild({
      VITE_SITE_URL: 'https://edma.example',
      VITE_FIREBASE_PROJECT_ID: 'edma-site',
      VITE_FIREBASE_API_KEY: 'key',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID are missing');
  });

  it("builds with the site address alone, reading Firebase's config from Hosting (the check above can pass)", { timeout: 120_000 }, () => {
    const result = productionBuild({ VITE_SITE_URL: 'https://edma.example' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
