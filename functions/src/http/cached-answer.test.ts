import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyTag, chooseEncoding, EncodedBodies, entityTag, matchesIfNoneMatch } from './cached-answer.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('entity tags', () => {
  it('differ per encoding and are strong', () => {
    expect(entityTag('abc', 'identity')).toBe('"abc"');
    expect(entityTag('abc', 'br')).toBe('"abc-br"');
    expect(entityTag('abc', 'gzip')).toBe('"abc-gzip"');
  });

  it('match If-None-Match for any representation of the same content, weak or strong', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"old", "abc-gzip"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(true);
  });

  it('do not match another content, a part of the tag or an absent header', () => {
    expect(matchesIfNoneMatch('"abd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch('"ab"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch('abc', 'abc')).toBe(false);
    expect(matchesIfNoneMatch('"abc-zstd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
    expect(matchesIfNoneMatch('', 'abc')).toBe(false);
  });
});

describe('EncodedBodies', () => {
  it('compresses once per encoding, and the bytes decode to the body', async () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `family${i}`, location: 'Seaton', members: [] })));
    const bodies = new EncodedBodies('t', body);
    const br = await bodies.get('br');
    expect(await bodies.get('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(await bodies.get('gzip')).toString()).toBe(body);
    expect((await bodies.get('identity')).toString()).toBe(body);
    expect(br.length).toBeLessThan(body.length / 5);
  });
});

describe('bodyTag', () => {
  it('tags equal bodies equally and any change differently', () => {
    expect(bodyTag('[1]')).toBe(bodyTag('[1]'));
    expect(bodyTag('[1]')).not.toBe(bodyTag('[2]'));
    expect(bodyTag('[1]')).toMatch(/^[A-Za-z0-9_-]{27}$/);
  });
});
