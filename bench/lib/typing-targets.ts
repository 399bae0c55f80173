import type { SeededFamily } from './seed-directory.ts';

const fold = (text: string) => text.trim().toLowerCase();

/** Families whose members' names contain `text` (the directory's name filter), as a key. */
function matchKey(names: readonly string[][], text: string): string {
  const query = fold(text);
  const hits: number[] = [];
  names.forEach((members, i) => {
    if (query === '' || members.some((name) => name.includes(query))) hits.push(i);
  });
  return hits.join(',');
}

/** How many of the name's keystrokes change which families match (and so the DOM). */
export function changingKeystrokes(names: readonly string[][], name: string): number {
  let previous = matchKey(names, '');
  let changes = 0;
  for (let length = 1; length <= name.length; length += 1) {
    const key = matchKey(names, name.slice(0, length));
    if (key !== previous) changes += 1;
    previous = key;
  }
  return changes;
}

/**
 * Member names to type into the filter: those whose keystrokes most often change the result, so
 * most keystrokes have a DOM update to time. Ties go to the earlier name: the same on every run.
 */
export function typingTargets(families: readonly Pick<SeededFamily, 'members'>[], count: number): string[] {
  const names = families.map((f) => f.members.map((m) => fold(m.name)));
  const candidates = [...new Set(families.flatMap((f) => f.members.map((m) => m.name)))];
  const scored = candidates.map((name) => ({ name, changes: changingKeystrokes(names, name) }));
  scored.sort((a, b) => b.changes - a.changes);
  const chosen: string[] = [];
  for (const { name } of scored) {
    if (chosen.length === count) break;
    // Different first letters, so the second name does not retrace the first one's narrowing.
    if (!chosen.some((c) => c[0] === name[0])) chosen.push(name);
  }
  return chosen;
}
