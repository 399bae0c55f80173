import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { delimiter, join } from 'node:path';
import { portsForSlot } from '../../scripts/lib/ports.mjs';
import { CACHE_DIR, NODE_BIN, ROOT } from '../lib/paths.ts';
import { stopProcessTree, waitForOutput } from '../lib/processes.ts';
import type { Section } from '../lib/section.ts';

const READY_TIMEOUT_MS = 300_000;

export const coldStartSection: Section = {
  name: 'cold-start',
  title: '7a. Cold start of `npm start` (build + emulators + demo data) to "All emulators ready"',
  phase: 'after',
  timeoutMs: 420_000,
  async run(context) {
    const slot = context.options.coldStartSlot;
    const logPath = join(CACHE_DIR, `cold-start-s${slot}.log`);
    const logFile = createWriteStream(logPath);
    const started = performance.now();
    // What `npm start` runs, on another slot so it never meets a running `npm start`.
    const child = spawn(NODE_BIN, [join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, EDMA_SLOT: String(slot), PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(logFile);
    child.stderr.pipe(logFile);
    let readySeconds: number;
    try {
      await waitForOutput(child, /All emulators ready/, READY_TIMEOUT_MS);
      readySeconds = (performance.now() - started) / 1000;
      // The site answers, not just the log line.
      const site = `http://127.0.0.1:${portsForSlot(slot).hosting}/`;
      const response = await fetch(site);
      if (!response.ok) throw new Error(`${site} answered ${response.status} after "ready"`);
    } catch (error) {
      await stopProcessTree(child, 'SIGINT', 30_000);
      throw new Error(`${(error as Error).message}; see ${logPath}`, { cause: error });
    }
    // Ctrl-C, as a person would; then how long it takes to let go of everything.
    const stopping = performance.now();
    const { clean, leftovers } = await stopProcessTree(child, 'SIGINT', 60_000);
    const stopSeconds = (performance.now() - stopping) / 1000;
    logFile.end();
    return {
      data: {
        slot,
        readySeconds: Number(readySeconds.toFixed(1)),
        stopSeconds: Number(stopSeconds.toFixed(1)),
        exitCode: child.exitCode,
        stoppedCleanly: clean,
        processesLeftBehind: leftovers,
        log: logPath,
      },
      tables: [
        {
          title: this.title,
          headers: ['measure', 'value'],
          rows: [
            ['start → "All emulators ready" (s)', Number(readySeconds.toFixed(1))],
            ['Ctrl-C → exited (s)', Number(stopSeconds.toFixed(1))],
            ['stopped cleanly on Ctrl-C', clean],
            ['processes left running (killed by the bench)', leftovers],
          ],
          notes: [`node scripts/start.mjs with EDMA_SLOT=${slot}: includes building the functions and the emulator web bundle.`],
        },
      ],
      summary: [`npm start: ready in ${readySeconds.toFixed(1)} s, stops in ${stopSeconds.toFixed(1)} s after Ctrl-C`],
    };
  },
};
