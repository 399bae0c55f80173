import { describe, expect, it } from 'vitest';
import { urlsToKeep } from './door-sw-scope.ts';

describe('urlsToKeep', () => {
  it('keeps the page and the site’s own scripts and styles it loaded, once each; nothing else', () => {
    const page = 'https://edma.example/door?pass=demo-front-door-pass';
    expect(
      urlsToKeep(page, [
        'https://edma.example/assets/index-abc.js',
        'https://edma.example/assets/door-page-def.css',
        'https://edma.example/assets/index-abc.js',
        'https://edma.example/api/door/list?eventId=onam',
        'https://edma.example/images/logo.webp',
        'https://other.example/assets/x.js',
      ]),
    ).toEqual([page, 'https://edma.example/assets/index-abc.js', 'https://edma.example/assets/door-page-def.css']);
  });
});
