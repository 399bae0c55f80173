import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_JAVA_MAJOR, candidateHomes, findJdk, jdkInstallAdvice, parseJavaVersion } from './java.mjs';

const DEBIAN_12 = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\nVERSION_CODENAME=bookworm\n';
const DEBIAN_13 = 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\nVERSION_ID="13"\n';
const UBUNTU_22 = 'PRETTY_NAME="Ubuntu 22.04.5 LTS"\nID=ubuntu\nVERSION_ID="22.04"\n';
const UBUNTU_20 = 'PRETTY_NAME="Ubuntu 20.04.6 LTS"\nID=ubuntu\nVERSION_ID="20.04"\n';

/** A fake JDK home: `java -version` prints the given version, as a real one does, on stderr. */
function fakeJdk(home, major, { javac = true } = {}) {
  const bin = join(home, 'bin');
  mkdirSync(bin, { recursive: true });
  const tools = javac ? ['java', 'javac', 'jar'] : ['java'];
  for (const tool of tools) {
    writeFileSync(join(bin, tool), `#!/bin/sh\necho 'openjdk version "${major}.0.2" 2024-01-16' >&2\n`);
    chmodSync(join(bin, tool), 0o755);
  }
  return home;
}
const tree = () => mkdtempSync(join(tmpdir(), 'jdk-tree-'));
/** Only what the fake tree holds: no PATH, no real /usr/lib/jvm. */
const find = (root, env = {}, machine = {}) =>
  findJdk({ PATH: '', ...env }, [join(root, 'jvm')], { platform: 'linux', home: join(root, 'home'), osRelease: DEBIAN_12, ...machine });

describe('parseJavaVersion', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaVersion('openjdk version "25.0.1" 2025-10-21')).toBe(25);
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('no version here')).toBeUndefined();
  });
});

describe('findJdk over fake directory trees', () => {
  it('takes JAVA_HOME when it is new enough', () => {
    const root = tree();
    fakeJdk(join(root, 'jvm', 'temurin-25'), 25);
    const mine = fakeJdk(join(root, 'mine'), 21);
    expect(find(root, { JAVA_HOME: mine }).home).toBe(mine);
  });

  it('skips an old JAVA_HOME and takes the newest JDK 21+ in /usr/lib/jvm', () => {
    const root = tree();
    const old = fakeJdk(join(root, 'jvm', 'java-17-openjdk-amd64'), 17);
    fakeJdk(join(root, 'jvm', 'java-21-openjdk-amd64'), 21);
    fakeJdk(join(root, 'jvm', 'temurin-25-jdk-amd64'), 25);
    const jdk = find(root, { JAVA_HOME: old });
    expect(jdk.major).toBe(25);
    expect(jdk.home).toBe(join(root, 'jvm', 'temurin-25-jdk-amd64'));
  });

  it('finds a java on PATH and uses its folder as the home', () => {
    const root = tree();
    const home = fakeJdk(join(root, 'somewhere'), 22);
    expect(find(root, { PATH: join(home, 'bin') }).major).toBe(22);
  });

  it('skips a JRE (java without javac and jar)', () => {
    const root = tree();
    fakeJdk(join(root, 'jvm', 'jre-25'), 25, { javac: false });
    fakeJdk(join(root, 'jvm', 'jdk-21'), 21);
    expect(find(root).home).toBe(join(root, 'jvm', 'jdk-21'));
  });

  it('finds SDKMAN candidates, in ~/.sdkman or SDKMAN_DIR', () => {
    const root = tree();
    const sdkman = fakeJdk(join(root, 'home', '.sdkman', 'candidates', 'java', '21.0.5-tem'), 21);
    expect(find(root).home).toBe(sdkman);
    const elsewhere = fakeJdk(join(root, 'sdk', 'candidates', 'java', '25.0.1-tem'), 25);
    expect(find(root, { SDKMAN_DIR: join(root, 'sdk') }).home).toBe(elsewhere);
  });

  it('finds Homebrew openjdk kegs on macOS, and JDKs under ~/Library/Java/JavaVirtualMachines', () => {
    const root = tree();
    const keg = fakeJdk(join(root, 'brew', 'opt', 'openjdk@21', 'libexec', 'openjdk.jdk', 'Contents', 'Home'), 21);
    expect(find(root, { HOMEBREW_PREFIX: join(root, 'brew') }, { platform: 'darwin' }).home).toBe(keg);
    const other = tree();
    const installed = fakeJdk(join(other, 'home', 'Library', 'Java', 'JavaVirtualMachines', 'temurin-21.jdk', 'Contents', 'Home'), 21);
    expect(find(other, {}, { platform: 'darwin' }).home).toBe(installed);
  });

  it('lists every place it looks, in order', () => {
    const homes = candidateHomes({ env: { JAVA_HOME: '/j', PATH: '' }, platform: 'darwin', home: '/nowhere', jvmRoots: [] });
    expect(homes[0]).toBe('/j');
  });

  it('explains what it saw and how to get a JDK on Debian 12 when none fits', () => {
    const root = tree();
    fakeJdk(join(root, 'jvm', 'java-17-openjdk-amd64'), 17);
    expect(() => find(root)).toThrow(/No JDK 21\+ found[\s\S]*java-17-openjdk-amd64 \(17\)[\s\S]*temurin-21-jdk/);
  });

  it('finds a JDK new enough for the emulators on this machine', () => {
    const jdk = findJdk();
    expect(jdk.major).toBeGreaterThanOrEqual(MIN_JAVA_MAJOR);
    expect(jdk.javac).toMatch(/javac$/);
  });
});

describe('jdkInstallAdvice', () => {
  it("Debian 12: Adoptium's apt source and temurin-21-jdk (bookworm ships no JDK 21)", () => {
    const advice = jdkInstallAdvice({ platform: 'linux', osRelease: DEBIAN_12 });
    expect(advice).toContain('https://packages.adoptium.net/artifactory/deb');
    expect(advice).toContain('apt-get install -y temurin-21-jdk');
    expect(advice).not.toContain('openjdk-21');
  });

  it('Debian 13 and Ubuntu 22.04: the distribution package', () => {
    for (const osRelease of [DEBIAN_13, UBUNTU_22]) {
      expect(jdkInstallAdvice({ platform: 'linux', osRelease })).toContain('apt-get install -y openjdk-21-jdk-headless');
    }
    expect(jdkInstallAdvice({ platform: 'linux', osRelease: UBUNTU_20 })).toContain('temurin-21-jdk');
  });

  it('WSL2: as its distribution; macOS: Homebrew', () => {
    const wsl = jdkInstallAdvice({
      platform: 'linux',
      osRelease: DEBIAN_12,
      procVersion: 'Linux version 5.15.167.4-microsoft-standard-WSL2',
    });
    expect(wsl).toContain('WSL2');
    expect(wsl).toContain('temurin-21-jdk');
    expect(jdkInstallAdvice({ platform: 'darwin' })).toContain('brew install openjdk@21');
  });
});
