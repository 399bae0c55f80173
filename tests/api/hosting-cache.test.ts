import { apiRoute } from '@edma/contract/api-paths';
import { CALENDAR_PATHS } from '@edma/contract/calendar';
import { COMMITTEE_MEMBER_PATHS, COMMITTEE_PATHS } from '@edma/contract/committee';
import { CONSOLE_DRAW_PATHS } from '@edma/contract/console-draws';
import { CONSOLE_FAMILY_PATHS } from '@edma/contract/console-families';
import { FAMILY_PATHS } from '@edma/contract/family';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { familyWithSignedInHead } from '../support/families.ts';

// Hosting's header rules override a function's own headers, so what reaches a browser is checked
// through Hosting, not at the function's URL.
const viaHosting = (path: string, token?: string) => callApi(apiRoute(path), { viaHosting: true, token });

let chair: Awaited<ReturnType<typeof committeeMember>>;
let family: Awaited<ReturnType<typeof familyWithSignedInHead>>;
beforeAll(async () => {
  [chair, family] = await Promise.all([committeeMember('hosting.chair'), familyWithSignedInHead('hosting.family')]);
});

describe('answers with personal data, through Hosting', () => {
  it('are never stored by any cache: every committee GET', async () => {
    for (const path of [
      CONSOLE_DRAW_PATHS.list,
      CONSOLE_FAMILY_PATHS.list,
      `${CONSOLE_FAMILY_PATHS.family}?familyId=${family.familyId}`,
      COMMITTEE_PATHS.registrations,
      COMMITTEE_MEMBER_PATHS.list,
      CALENDAR_PATHS.list,
    ]) {
      const response = await viaHosting(path, chair.token);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("are never stored by any cache: a family's own GETs", async () => {
    for (const path of [
      `${FAMILY_PATHS.family}?familyId=${family.familyId}`,
      `${FAMILY_PATHS.checkUser}?email=${encodeURIComponent(family.email)}`,
    ]) {
      const response = await viaHosting(path, family.token);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('and neither are refusals', async () => {
    for (const [path, token, status] of [
      [CONSOLE_DRAW_PATHS.list, undefined, 401],
      [CONSOLE_DRAW_PATHS.list, family.token, 403],
      ['/api/committee/no-such-route', chair.token, 404],
    ] as const) {
      const response = await viaHosting(path, token);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('public answers, through Hosting', () => {
  it('keep the caching the API gives them', async () => {
    const events = await viaHosting(CALENDAR_PATHS.events);
    expect(events.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const feed = await fetch(`${emulatorEnv.siteUrl}${CALENDAR_PATHS.feed}`);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    const directory = await viaHosting(FAMILY_PATHS.families);
    expect(directory.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
  });

  it("leave the app's pages revalidated on every visit", async () => {
    for (const path of ['/', '/login', '/committee-console', '/api']) {
      const page = await fetch(`${emulatorEnv.siteUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
