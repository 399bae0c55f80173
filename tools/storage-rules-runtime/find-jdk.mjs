// Finds a JDK 21+ for building and running the storage rules runtime: $JAVA_HOME first, then
// the JDKs under /usr/lib/jvm. A JDK (not a JRE) is needed to compile: javac and jar must exist.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const JVM_DIR = "/usr/lib/jvm";

/**
 * @param {number} [minimumMajor]
 * @returns {Promise<{ home: string, major: number, javaBin: string, javacBin: string, jarBin: string }>}
 */
export async function findJdk(minimumMajor = 21) {
  const seen = [];
  for (const home of await candidateHomes()) {
    const jdk = await describeJdk(home);
    if (!jdk) continue;
    seen.push(`${home} (${jdk.major})`);
    if (jdk.major >= minimumMajor) return jdk;
  }
  throw new Error(
    `No JDK ${minimumMajor}+ found in $JAVA_HOME or ${JVM_DIR}` +
      (seen.length ? `; found only: ${seen.join(", ")}` : "") +
      `. Install one (e.g. apt-get install openjdk-21-jdk-headless) or set JAVA_HOME.`,
  );
}

async function candidateHomes() {
  const homes = process.env.JAVA_HOME ? [process.env.JAVA_HOME] : [];
  try {
    const entries = await readdir(JVM_DIR, { withFileTypes: true });
    // Lowest version first when names carry one (java-21-openjdk-amd64, temurin-25-jdk-amd64):
    // Java 24+ prints a protobuf sun.misc.Unsafe warning that 21 does not.
    const names = entries.filter((e) => e.isDirectory() || e.isSymbolicLink()).map((e) => e.name);
    names.sort((a, b) => versionIn(a) - versionIn(b) || a.localeCompare(b));
    homes.push(...names.map((name) => join(JVM_DIR, name)));
  } catch {
    // No /usr/lib/jvm: only $JAVA_HOME is a candidate.
  }
  return homes;
}

/** @param {string} name */
function versionIn(name) {
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** @param {string} home */
async function describeJdk(home) {
  const bin = join(home, "bin");
  const jdk = { home, javaBin: join(bin, "java"), javacBin: join(bin, "javac"), jarBin: join(bin, "jar") };
  if (![jdk.javaBin, jdk.javacBin, jdk.jarBin].every((file) => existsSync(file))) return undefined;
  try {
    // `java -version` prints to stderr, e.g. `openjdk version "21.0.5" 2024-10-15` or `"1.8.0_402"`.
    const { stderr } = await run(jdk.javaBin, ["-version"]);
    const match = /version "(?:1\.)?(\d+)/.exec(stderr);
    return match ? { ...jdk, major: Number(match[1]) } : undefined;
  } catch {
    return undefined;
  }
}
