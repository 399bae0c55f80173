import { describe, expect, it } from 'vitest';
import { appEnv, EnvError, parseAppEnv } from './env.ts';

describe('the build environment', () => {
  it('reads the Firebase config and the emulator ports of an emulator build', () => {
    const env = parseAppEnv({
      VITE_FIREBASE_PROJECT_ID: 'demo-edma-s3',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-edma.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:000000000000:web:demo',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-edma-s3.appspot.com',
      VITE_AUTH_EMULATOR_PORT: '9399',
      VITE_FIRESTORE_EMULATOR_PORT: '8380',
      VITE_STORAGE_EMULATOR_PORT: '9499',
    });
    expect(env).toEqual({
      firebase: {
        projectId: 'demo-edma-s3',
        apiKey: 'demo-api-key',
        authDomain: 'demo-edma.firebaseapp.com',
        appId: '1:000000000000:web:demo',
        storageBucket: 'demo-edma-s3.appspot.com',
      },
      emulatorPorts: { auth: 9399, firestore: 8380, storage: 9499 },
    });
  });

  it('treats absent and empty values as not given (a production build for Hosting has none)', () => {
    const env = parseAppEnv({ VITE_FIREBASE_PROJECT_ID: '', MODE: 'production', DEV: false });
    expect(env).toEqual({ firebase: {}, emulatorPorts: { auth: 9099, firestore: 8080, storage: 9199 } });
    // The unit tests' own build is such a build.
    expect(appEnv.firebase).toEqual({});
  });

  it('fails loudly on a port that is not a port', () => {
    for (const bad of ['abc', '80.5', '-1', '0', '70000', ' 9099', '9099x']) {
      expect(() => parseAppEnv({ VITE_AUTH_EMULATOR_PORT: bad })).toThrow(EnvError);
    }
    expect(() => parseAppEnv({ VITE_FIRESTORE_EMULATOR_PORT: 'eighty' })).toThrow(
      'Build setting VITE_FIRESTORE_EMULATOR_PORT is "eighty": expected a port number from 1 to 65535.',
    );
  });

  it('fails loudly on a Firebase value with a stray space or of the wrong type', () => {
    expect(() => parseAppEnv({ VITE_FIREBASE_PROJECT_ID: 'edma-site\n' })).toThrow(
      'Build setting VITE_FIREBASE_PROJECT_ID is "edma-site\\n": expected a value without spaces, or none.',
    );
    expect(() => parseAppEnv({ VITE_FIREBASE_APP_ID: true })).toThrow('Build setting VITE_FIREBASE_APP_ID is true');
  });
});
