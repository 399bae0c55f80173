import { describe, expect, it } from 'vitest';
import { DAILY_EMULATOR_HOSTS, dailyJobEnv, unsafeForDailyJob } from './daily-env.mjs';
import { portsForSlot } from './ports.mjs';

describe('the environment of `npm run daily`', () => {
  it("targets every emulator of the slot: Firestore, Auth and Storage, on the slot's demo project", () => {
    const ports = portsForSlot(2);
    expect(dailyJobEnv(2)).toEqual({
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
      GCLOUD_PROJECT: 'demo-edma-s2',
      METADATA_SERVER_DETECTION: 'none',
    });
    expect(dailyJobEnv(0).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(unsafeForDailyJob(dailyJobEnv(0))).toEqual([]);
  });

  it('is refused without any one emulator host, or on a project that is not a demo one', () => {
    for (const name of DAILY_EMULATOR_HOSTS) {
      const env = { ...dailyJobEnv(0), [name]: '' };
      expect(unsafeForDailyJob(env)).toEqual([`${name} is not set`]);
    }
    expect(unsafeForDailyJob({ ...dailyJobEnv(0), GCLOUD_PROJECT: 'edma-live' })).toEqual(['project "edma-live" is not a demo project']);
  });
});
