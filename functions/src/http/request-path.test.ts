import { describe, expect, it } from 'vitest';
import { routeOf } from './request-path.ts';

describe('routeOf', () => {
  it('strips the /api prefix that the Hosting rewrite keeps', () => {
    expect(routeOf('/api/get_families.php')).toBe('get_families.php');
    expect(routeOf('/api/photos/f1/m-1.webp')).toBe('photos/f1/m-1.webp');
  });

  it('accepts the same path without /api for direct calls', () => {
    expect(routeOf('/get_families.php')).toBe('get_families.php');
    expect(routeOf('/check_user.php?email=a%40gmail.com')).toBe('check_user.php');
  });

  it('drops the query string and trailing slashes', () => {
    expect(routeOf('/api/contact/?x=1')).toBe('contact');
  });

  it('decodes percent-escapes so traversal attempts stay visible to the photo check', () => {
    expect(routeOf('/api/photos/%2e%2e/secret')).toBe('photos/../secret');
  });

  it('gives an empty route for undecodable paths', () => {
    expect(routeOf('/api/%E0%A4%A')).toBe('');
  });

  it('only strips a leading api segment', () => {
    expect(routeOf('/apiary.php')).toBe('apiary.php');
  });
});
