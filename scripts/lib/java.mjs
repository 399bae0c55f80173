// Finds a JDK 21+ (firebase-tools 15 refuses older Java). It runs plain `java` from PATH, so callers
// put the returned bin directory first on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} jvmRoots
 */
function candidateHomes(env, jvmRoots) {
  const homes = [];
  if (env.JAVA_HOME) homes.push(env.JAVA_HOME);
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'java'))) homes.push(join(dir, '..'));
  }
  for (const jvmRoot of jvmRoots.filter((root) => existsSync(root))) {
    // Newest first, so a machine with several JDKs gets the most recent one.
    const dirs = readdirSync(jvmRoot).sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    for (const dir of dirs) homes.push(join(jvmRoot, dir));
  }
  return homes;
}

/**
 * The first JDK home with java, javac and jar at version >= 21, looking at JAVA_HOME, PATH and
 * /usr/lib/jvm/*. Throws with what was found when none fits.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string[]} [jvmRoots]
 */
export function findJdk(env = process.env, jvmRoots = ['/usr/lib/jvm']) {
  const seen = [];
  for (const home of candidateHomes(env, jvmRoots)) {
    const bin = join(home, 'bin');
    const java = join(bin, 'java');
    if (!existsSync(java)) continue;
    const major = javaMajorVersion(java);
    seen.push(`${home} (${major ?? 'unknown'})`);
    if (major !== undefined && major >= MIN_JAVA_MAJOR && existsSync(join(bin, 'javac')) && existsSync(join(bin, 'jar'))) {
      return { home, bin, java, javac: join(bin, 'javac'), jar: join(bin, 'jar'), major };
    }
  }
  throw new Error(
    `No JDK ${MIN_JAVA_MAJOR}+ found (needed by the Firebase emulators). Looked at: ${seen.join(', ') || 'nothing'}.\n` +
      (process.platform === 'darwin'
        ? `Install one (e.g. brew install openjdk@21) or set JAVA_HOME to it.`
        : `Install one (on Debian: sudo apt-get install openjdk-21-jdk-headless) or set JAVA_HOME to it.`),
  );
}
