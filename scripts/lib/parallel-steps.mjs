// Steps that run side by side: each lane runs its own steps one after another, every line of output
// marked with the lane's name so a log of two lanes at once stays readable.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @typedef {{ name: string, command: string, args: string[], isCheck?: boolean }} Step
 * @typedef {{ name: string, ok: boolean, isCheck: boolean, seconds: number }} StepResult
 */

/**
 * Runs one step with its output marked `[lane]`, resolving to its result.
 * @param {string} lane
 * @param {Step} step
 * @param {{ cwd: string, write?: (line: string) => void }} options
 * @returns {Promise<StepResult>}
 */
export function runMarked(lane, step, { cwd, write = (line) => process.stdout.write(line) }) {
  const started = Date.now();
  write(`[${lane}] ━━ ${step.name}\n`);
  return new Promise((resolvePromise) => {
    const child = spawn(step.command, step.args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => write(`[${lane}] ${line}\n`));
    }
    const finish = (ok) => resolvePromise({ name: step.name, ok, isCheck: step.isCheck ?? false, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      write(`[${lane}] ${error.message}\n`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Runs the lanes at the same time, each lane's steps in order (a failed step does not stop the
 * lane: one run shows everything that is wrong). Resolves to every step's result, lane by lane.
 * @param {Array<{ name: string, steps: Step[] }>} lanes
 * @param {{ cwd: string, write?: (line: string) => void }} options
 * @returns {Promise<StepResult[]>}
 */
export async function runLanes(lanes, options) {
  const perLane = await Promise.all(
    lanes.map(async (lane) => {
      const results = [];
      for (const step of lane.steps) results.push(await runMarked(lane.name, step, options));
      return results;
    }),
  );
  return perLane.flat();
}
