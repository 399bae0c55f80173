import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const SCRIPTS = join(import.meta.dirname, '..', '..', 'scripts');

/**
 * Runs one of the project's scripts on this Node, as `npm run` would, without blocking this process:
 * while a synchronous child runs, the event loop cannot see an emulator close an idle connection,
 * and the next request goes out on the closed socket ("other side closed").
 */
export function runScript(script: string, ...args: string[]): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(SCRIPTS, script), ...args], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
