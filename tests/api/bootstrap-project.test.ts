import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAWS } from '@edma/contract/draw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { runScript } from '../support/run-script.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const bootstrap = () => runScript('bootstrap-project.mjs');
const draw = (id: string) => adminDb().collection('draws').doc(id);

// The draws are shared with other suites: put back exactly what was there (or nothing).
const saved = new Map<string, FirebaseFirestore.DocumentData | undefined>();
afterEach(async () => {
  for (const [id, data] of saved) await (data ? draw(id).set(data) : draw(id).delete());
  saved.clear();
});

describe('npm run bootstrap (a fresh project after firebase deploy)', () => {
  it('creates a missing draw and leaves the draws in use alone, every time it runs', async () => {
    for (const { id } of DRAWS) saved.set(id, (await draw(id).get()).data());
    const inUse = {
      title: 'Chitty-A',
      names: ['Asha', 'Biju'],
      spin: { id: 'spin-1', angle: 10_900, startedAtMs: 1_700_000_000_000, winner: 'Biju' },
    };
    await draw('chitti-A').set(inUse);
    await draw('chitti-B').set({ ...inUse, title: 'Chitty-B', spin: null });
    await draw('chitti-C').delete();

    const first = await bootstrap();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('created chitti-C; already there: chitti-A, chitti-B');
    expect((await draw('chitti-C').get()).data()).toEqual({ title: 'Chitty-C', names: [], spin: null });
    expect((await draw('chitti-A').get()).data()).toEqual(inUse);
    expect((await draw('chitti-B').get()).data()).toEqual({ ...inUse, title: 'Chitty-B', spin: null });

    const again = await bootstrap();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('created nothing');
  });

  it('knows every draw the site has a page for, by its id and title', () => {
    const source = readFileSync(join(ROOT, 'scripts', 'lib', 'bootstrap-project.mjs'), 'utf8');
    for (const { id, title } of DRAWS) expect(source).toContain(`{ id: '${id}', title: '${title}' }`);
  });
});
