import { describe, expect, it } from 'vitest';
import { API_PREFIX, apiFileUrl, apiRoute } from './api-paths.ts';
import { CALENDAR_PATHS } from './calendar-texts.ts';
import { FAMILY_PATHS } from './family.ts';

describe('apiRoute', () => {
  it('drops the /api/ prefix the function never sees', () => {
    expect(apiRoute(FAMILY_PATHS.families)).toBe('get_families.php');
    expect(apiRoute('/api/committee/events/add')).toBe('committee/events/add');
  });

  it('drops only the leading slash of an address rewritten from outside /api', () => {
    expect(apiRoute(CALENDAR_PATHS.feed)).toBe('events.ics');
  });
});

describe('apiFileUrl', () => {
  it('serves a stored path under the API prefix', () => {
    expect(apiFileUrl('photos/f1/m1-abc.webp')).toBe('/api/photos/f1/m1-abc.webp');
    expect(apiFileUrl('x').startsWith(API_PREFIX)).toBe(true);
  });
});
