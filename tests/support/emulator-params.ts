import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv } from './emulator-env.ts';

/**
 * A functions param as the Functions emulator resolves it: functions/.env, then
 * functions/.env.<projectId>, then functions/.env.local, later files winning. The handler tests run
 * on projects of their own (EDMA_SLOT_PROJECT names the slot's).
 */
export function emulatorParam(name: string): string | undefined {
  const dir = process.env.EDMA_FUNCTIONS_DIR ?? join(import.meta.dirname, '..', '..', 'functions');
  let value: string | undefined;
  for (const file of ['.env', `.env.${process.env.EDMA_SLOT_PROJECT ?? emulatorEnv.projectId}`, '.env.local']) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match?.[1] === name) value = match[2];
    }
  }
  return value;
}
