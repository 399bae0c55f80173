import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv } from '../support/emulator-env.ts';
import { wire, wireCallers } from './wire-calls.ts';
import { APP_PAGES, WIRE_PATHS } from './wire-paths.ts';

// Hosting's header rules override a function's own headers, so what reaches a browser is checked
// through Hosting, not at the function's URL.

let callers: Awaited<ReturnType<typeof wireCallers>>;
beforeAll(async () => {
  callers = await wireCallers('wire.cache');
});

describe('answers with personal data, through Hosting', () => {
  it('are never stored by any cache: committee GETs', async () => {
    for (const path of [
      WIRE_PATHS.consoleDraws,
      WIRE_PATHS.consoleFamilies,
      `${WIRE_PATHS.consoleFamily}?familyId=${callers.head.familyId}`,
      WIRE_PATHS.registrations,
      WIRE_PATHS.committeeMembers,
      WIRE_PATHS.committeeEvents,
    ]) {
      const response = await wire(path, { token: callers.chair.token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("are never stored by any cache: a family's own GETs", async () => {
    for (const path of [
      `${WIRE_PATHS.family}?familyId=${callers.head.familyId}`,
      `${WIRE_PATHS.checkUser}?email=${encodeURIComponent(callers.head.email)}`,
    ]) {
      const response = await wire(path, { token: callers.head.token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('and neither are refusals', async () => {
    for (const [path, token, status] of [
      [WIRE_PATHS.consoleDraws, undefined, 401],
      [WIRE_PATHS.consoleDraws, callers.head.token, 403],
      [WIRE_PATHS.noSuchCommitteeRoute, callers.chair.token, 404],
      [`${WIRE_PATHS.checkUser}?email=x`, undefined, 401],
    ] as const) {
      const response = await wire(path, { token });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('public answers, through Hosting', () => {
  it('keep the caching the API gives them', async () => {
    for (const path of [WIRE_PATHS.events, WIRE_PATHS.eventsFeed, WIRE_PATHS.families]) {
      const response = await wire(path);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=10');
    }
  });

  it("leave the app's pages revalidated on every visit", async () => {
    for (const path of APP_PAGES) {
      const page = await fetch(`${emulatorEnv.siteUrl}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
