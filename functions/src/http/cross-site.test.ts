import { describe, expect, it } from 'vitest';
import { corsHeaders, crossSiteRefusal, CROSS_SITE_MESSAGE } from './cross-site.ts';
import { isAllowedOrigin, originPolicy } from './site-origins.ts';

const production = originPolicy('edma-prod', 'https://edma.org.uk, https://WWW.edma.org.uk/ ,not a url', false);
const emulator = originPolicy('demo-edma-s5', '', true);

describe('site origins', () => {
  it("allows the project's Hosting domains and the configured list", () => {
    for (const origin of [
      'https://edma-prod.web.app',
      'https://edma-prod.firebaseapp.com',
      'https://edma.org.uk',
      'https://www.edma.org.uk',
    ]) {
      expect(isAllowedOrigin(origin, production), origin).toBe(true);
    }
  });

  it('refuses every other origin, look-alikes and null included', () => {
    for (const origin of [
      'https://evil.example',
      'http://edma-prod.web.app',
      'https://edma-prod.web.app.evil.example',
      'https://edma.org.uk:8443',
      'null',
      '',
      'https://edma.org.uk/path',
      'http://127.0.0.1:5050',
    ]) {
      expect(isAllowedOrigin(origin, production), origin).toBe(false);
    }
  });

  it('allows this machine on the emulators only', () => {
    for (const origin of ['http://127.0.0.1:5050', 'http://localhost:5173', 'http://[::1]:5050'])
      expect(isAllowedOrigin(origin, emulator), origin).toBe(true);
    expect(isAllowedOrigin('http://192.168.1.2:5050', emulator)).toBe(false);
    expect(isAllowedOrigin('https://evil.example', emulator)).toBe(false);
  });
});

describe('crossSiteRefusal', () => {
  const refusal = (headers: Record<string, string>) => crossSiteRefusal(headers, production);

  it('lets the site itself and non-browser clients write', () => {
    expect(refusal({ origin: 'https://edma-prod.web.app', 'content-type': 'application/json' })).toBeNull();
    expect(refusal({ 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' })).toBeNull();
    expect(refusal({ 'content-type': 'application/json' })).toBeNull();
    expect(refusal({})).toBeNull();
  });

  it('refuses another origin, and a cross-site fetch without one', () => {
    expect(refusal({ origin: 'https://evil.example', 'content-type': 'application/json' })).toMatchObject({
      status: 403,
      message: CROSS_SITE_MESSAGE,
    });
    expect(refusal({ origin: 'null' })).toMatchObject({ status: 403 });
    expect(refusal({ 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
    expect(refusal({ 'sec-fetch-site': 'same-site' })).toMatchObject({ status: 403 });
  });

  it('refuses what an HTML form can send, even from the site', () => {
    expect(refusal({ 'content-type': 'application/x-www-form-urlencoded' })).toMatchObject({ status: 415 });
    expect(refusal({ origin: 'https://edma-prod.web.app', 'content-type': 'text/plain;charset=UTF-8' })).toMatchObject({ status: 415 });
  });

  it('leaves a form body with a header no form can set to its handler', () => {
    expect(refusal({ 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer x' })).toBeNull();
    expect(refusal({ 'content-type': 'text/plain', 'x-draw-password': 'x' })).toBeNull();
  });
});

describe('corsHeaders', () => {
  it('names the origin only when it is the site', () => {
    expect(corsHeaders({ origin: 'https://edma.org.uk' }, production)).toEqual({
      Vary: 'Origin',
      'Access-Control-Allow-Origin': 'https://edma.org.uk',
    });
    expect(corsHeaders({ origin: 'https://evil.example' }, production)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders({}, production)).toEqual({ Vary: 'Origin' });
  });
});
