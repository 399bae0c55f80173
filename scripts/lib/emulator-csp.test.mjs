import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorCsp } from './emulator-suite.mjs';
import { portsForSlot } from './ports.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const everyPage = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting.headers.find((rule) => rule.source === '**');
const csp = everyPage.headers.find((h) => h.key === 'Content-Security-Policy').value;

describe("the emulators' policy", () => {
  it("adds exactly the slot's local emulators and changes nothing else", () => {
    const ports = portsForSlot(3);
    const local = emulatorCsp(csp, ports);
    const localDirectives = new Map(local.split('; ').map((/** @type {string} */ d) => [d.split(' ')[0], d]));
    expect(localDirectives.get('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://apis.google.com");
    expect(localDirectives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    const connect = localDirectives.get('connect-src') ?? '';
    for (const port of [ports.auth, ports.firestore, ports.storage]) expect(connect).toContain(`http://127.0.0.1:${port}`);
    const added = local.split(/\s+/).filter((source) => !csp.includes(source));
    expect(added.every((source) => /^http:\/\/(127\.0\.0\.1|localhost):\d+;?$/.test(source))).toBe(true);
  });
});
