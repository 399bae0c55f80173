import { describe, expect, it, vi } from 'vitest';
import { HOSTING_INIT_URL, checkedOptions, loadFirebaseOptions } from './firebase-config.ts';

const HOSTING_CONFIG = {
  projectId: 'edma-site',
  apiKey: 'AIza-real-key',
  authDomain: 'edma-site.firebaseapp.com',
  appId: '1:123:web:abc',
  storageBucket: 'edma-site.firebasestorage.app',
};

describe('the production Firebase config', () => {
  // Unit tests build without VITE_FIREBASE_* values, as a production build for Hosting does.
  it("comes from Hosting's init.json of the deployed project", async () => {
    const fetchJson = vi.fn(async () => HOSTING_CONFIG);
    await expect(loadFirebaseOptions(fetchJson)).resolves.toEqual(HOSTING_CONFIG);
    expect(fetchJson).toHaveBeenCalledWith(HOSTING_INIT_URL);
  });

  it('refuses a config with a missing value instead of signing in to the wrong project', async () => {
    const { authDomain: _authDomain, ...withoutAuthDomain } = HOSTING_CONFIG;
    await expect(loadFirebaseOptions(async () => withoutAuthDomain)).rejects.toThrow(
      'The Firebase web config from /__/firebase/init.json has no authDomain.',
    );
    expect(() => checkedOptions({ ...HOSTING_CONFIG, apiKey: '', appId: 7 }, 'the build')).toThrow('has no apiKey, appId.');
    expect(() => checkedOptions(null, 'x')).toThrow('has no projectId, apiKey, authDomain, appId.');
  });

  it('passes on a failed fetch (Hosting missing) as an error', async () => {
    await expect(loadFirebaseOptions(async () => Promise.reject(new Error('/__/firebase/init.json answered HTTP 404.')))).rejects.toThrow(
      'HTTP 404',
    );
  });
});
