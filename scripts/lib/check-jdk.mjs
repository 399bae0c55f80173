#!/usr/bin/env node
// Exits 0 when a JDK 21+ is available (used by .ci/run to decide whether to install one).
import { findJdk } from './java.mjs';

try {
  const jdk = findJdk();
  console.log(`${jdk.home} (Java ${jdk.major})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
