import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, CHROMIUM_QUIET_FLAGS } from '../../tests/support/chromium.ts';
import { stopProcessTree } from './processes.ts';

export { CHROMIUM_PATH };
export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_QUIET_FLAGS];

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Chromium with a fresh profile and a DevTools port (for Lighthouse); removed again on close. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'edma-bench-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    await stopProcessTree(child, 'SIGTERM', 5_000);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error('Chromium did not open a DevTools port within 30 s')), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        text = (text + chunk.toString()).slice(-2000);
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on('exit', (code) => reject(new Error(`Chromium exited (code ${code}): ${text.slice(-500)}`)));
    });
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
