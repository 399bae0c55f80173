// Finds a JDK 21+ (firebase-tools 15 refuses older Java). It runs plain `java` from PATH, so callers
// put the returned bin directory first on PATH. It looks where JDKs are usually installed, and when
// none fits says how to get one on this platform.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

export const MIN_JAVA_MAJOR = 21;

/**
 * Major version of a `java` binary, or undefined when it cannot be run.
 * @param {string} javaBin
 */
export function javaMajorVersion(javaBin) {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) return undefined;
  return parseJavaVersion(`${result.stdout}${result.stderr}`);
}

/**
 * `java -version` prints to stderr: openjdk version "25.0.1" or "1.8.0_392".
 * @param {string} text
 */
export function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * Newest first by the numbers in their names, so a machine with several JDKs gets the most recent.
 * @param {string} dir
 */
function childrenNewestFirst(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))
    .map((name) => join(dir, name));
}

/**
 * The folders that may be a JDK home, in the order they are tried: JAVA_HOME, PATH, then where
 * package managers put JDKs (Debian/Ubuntu, SDKMAN, Homebrew on macOS and Linux, macOS installers).
 * @param {{ env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string, jvmRoots?: string[] }} where
 */
export function candidateHomes({ env, platform, home, jvmRoots }) {
  const homes = [];
  if (env.JAVA_HOME) homes.push(env.JAVA_HOME);
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'java'))) homes.push(join(dir, '..'));
  }
  const roots = jvmRoots ?? (platform === 'linux' ? ['/usr/lib/jvm'] : []);
  for (const root of roots) homes.push(...childrenNewestFirst(root));
  homes.push(...childrenNewestFirst(join(env.SDKMAN_DIR || join(home, '.sdkman'), 'candidates', 'java')));
  const brewPrefixes = [
    env.HOMEBREW_PREFIX,
    ...(platform === 'darwin' ? ['/opt/homebrew', '/usr/local'] : ['/home/linuxbrew/.linuxbrew']),
  ].filter(Boolean);
  for (const prefix of brewPrefixes) {
    for (const keg of childrenNewestFirst(join(/** @type {string} */ (prefix), 'opt')).filter((dir) => /\/openjdk(@\d+)?$/.test(dir))) {
      homes.push(join(keg, 'libexec', 'openjdk.jdk', 'Contents', 'Home'), keg);
    }
  }
  if (platform === 'darwin') {
    for (const root of ['/Library/Java/JavaVirtualMachines', join(home, 'Library', 'Java', 'JavaVirtualMachines')]) {
      for (const jvm of childrenNewestFirst(root)) homes.push(join(jvm, 'Contents', 'Home'));
    }
  }
  return [...new Set(homes)];
}

/**
 * The exact way to get a JDK 21+ here, from the platform and /etc/os-release.
 * @param {{ platform: NodeJS.Platform, osRelease?: string, procVersion?: string }} machine
 */
export function jdkInstallAdvice({ platform, osRelease = '', procVersion = '' }) {
  if (platform === 'darwin') return 'On macOS: brew install openjdk@21 (found in Homebrew by itself), or set JAVA_HOME to a JDK 21+.';
  if (platform !== 'linux') return 'Install a JDK 21+ (e.g. Temurin from https://adoptium.net) and set JAVA_HOME to it.';
  /** @param {string} name */
  const field = (name) => new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm').exec(osRelease)?.[1] ?? '';
  const id = field('ID');
  const version = Number.parseFloat(field('VERSION_ID'));
  const name = field('PRETTY_NAME') || 'this Linux';
  const wsl = /microsoft/i.test(procVersion) ? ' (WSL2: the same as on that distribution)' : '';
  const apt = 'sudo apt-get update && sudo apt-get install -y openjdk-21-jdk-headless';
  // Debian before 13 and Ubuntu before 22.04 ship no JDK 21: Adoptium's apt source has Temurin.
  const adoptium = [
    'sudo apt-get install -y wget gpg',
    'wget -qO - https://packages.adoptium.net/artifactory/api/gpg/key/public | gpg --dearmor | sudo tee /etc/apt/trusted.gpg.d/adoptium.gpg >/dev/null',
    `echo "deb https://packages.adoptium.net/artifactory/deb $(. /etc/os-release && echo $VERSION_CODENAME) main" | sudo tee /etc/apt/sources.list.d/adoptium.list`,
    'sudo apt-get update && sudo apt-get install -y temurin-21-jdk',
  ];
  if ((id === 'debian' && version < 13) || (id === 'ubuntu' && version < 22.04)) {
    return `On ${name}${wsl} there is no JDK 21 package; add Adoptium's apt source and install Temurin 21:\n  ${adoptium.join('\n  ')}`;
  }
  if (id === 'debian' || id === 'ubuntu') return `On ${name}${wsl}: ${apt}`;
  return `On ${name}${wsl}: install a JDK 21+ from the distribution or https://adoptium.net, or set JAVA_HOME to one.`;
}

/** @param {string} path */
function readIfThere(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The first JDK home with java, javac and jar at version >= 21 (see candidateHomes for where it
 * looks). Throws with what was found, and how to install one, when none fits.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string[]} [jvmRoots] folders whose children are JDK homes (default: /usr/lib/jvm on Linux)
 * @param {{ platform?: NodeJS.Platform, home?: string, osRelease?: string, procVersion?: string }} [machine]
 */
export function findJdk(env = process.env, jvmRoots = undefined, machine = {}) {
  const platform = machine.platform ?? process.platform;
  const home = machine.home ?? homedir();
  const seen = [];
  for (const candidate of candidateHomes({ env, platform, home, jvmRoots })) {
    const bin = join(candidate, 'bin');
    const java = join(bin, 'java');
    if (!existsSync(java)) continue;
    const major = javaMajorVersion(java);
    seen.push(`${candidate} (${major ?? 'unknown'})`);
    if (major !== undefined && major >= MIN_JAVA_MAJOR && existsSync(join(bin, 'javac')) && existsSync(join(bin, 'jar'))) {
      return { home: candidate, bin, java, javac: join(bin, 'javac'), jar: join(bin, 'jar'), major };
    }
  }
  const advice = jdkInstallAdvice({
    platform,
    osRelease: machine.osRelease ?? readIfThere('/etc/os-release'),
    procVersion: machine.procVersion ?? readIfThere('/proc/version'),
  });
  throw new Error(
    `No JDK ${MIN_JAVA_MAJOR}+ found (needed by the Firebase emulators). Looked at: ${seen.join(', ') || 'nothing'}.\n` +
      `${advice}\nOr set JAVA_HOME to a JDK ${MIN_JAVA_MAJOR}+.`,
  );
}
