import { describe, expect, it, vi } from 'vitest';
import { prerenderRoute } from './prerender.tsx';
import { pathTo } from './route-table.ts';

// A page that cannot render where it is prerendered (it reads the browser at render time, say).
vi.mock('../features/auth/login-page.tsx', () => ({
  default: function BrokenPage(): never {
    throw new Error('window is not defined');
  },
}));

describe('prerenderRoute', () => {
  it('fails (and so the build) when a page throws, instead of writing its loading line into the HTML', async () => {
    await expect(prerenderRoute(pathTo('login'))).rejects.toThrow('Prerendering /login failed');
  });

  it('still renders the pages that work', async () => {
    expect(await prerenderRoute(pathTo('register'))).toContain('Family Details');
  });
});
