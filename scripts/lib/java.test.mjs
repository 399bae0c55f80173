import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_JAVA_MAJOR, findJdk, parseJavaVersion } from './java.mjs';

describe('parseJavaVersion', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaVersion('openjdk version "25.0.1" 2025-10-21')).toBe(25);
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('no version here')).toBeUndefined();
  });
});

describe('findJdk', () => {
  it('finds a JDK new enough for the emulators on this machine', () => {
    const jdk = findJdk();
    expect(jdk.major).toBeGreaterThanOrEqual(MIN_JAVA_MAJOR);
    expect(jdk.javac).toMatch(/javac$/);
  });

  it('explains what it saw when no JDK fits', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-java-'));
    expect(() => findJdk({ PATH: empty, JAVA_HOME: empty }, [empty])).toThrow(/No JDK 21\+ found/);
  });

  it('skips a JDK older than 21 found first', () => {
    const old = '/usr/lib/jvm/java-17-openjdk-amd64';
    const jdk = findJdk({ PATH: '', JAVA_HOME: old });
    expect(jdk.home).not.toBe(old);
  });
});
