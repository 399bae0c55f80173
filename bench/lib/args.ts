export interface BenchOptions {
  /** Section names to run; null runs them all. */
  only: Set<string> | null;
  /** Also run `npm test` and time it (several minutes). */
  withTestTime: boolean;
  /** Emulator slot of the bench run (ports base + 10 * slot). */
  slot: number;
  /** Slot `npm start` uses for the cold-start measurement. */
  coldStartSlot: number;
}

export const USAGE = `Usage: npm run bench -- [--only <section>[,<section>...]] [--with-test-time]
Sections: `;

export function parseArgs(argv: readonly string[], sections: readonly string[]): BenchOptions {
  const options: BenchOptions = { only: null, withTestTime: false, slot: 7, coldStartSlot: 8 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--only') {
      const names = value()
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !sections.includes(name));
      if (unknown.length > 0) throw new Error(`Unknown section ${unknown.join(', ')}; sections: ${sections.join(', ')}`);
      options.only = new Set([...(options.only ?? []), ...names]);
    } else if (flag === '--with-test-time') options.withTestTime = true;
    else if (flag === '--slot') options.slot = Number(value());
    else if (flag === '--cold-start-slot') options.coldStartSlot = Number(value());
    else throw new Error(`Unknown option ${arg}\n${USAGE}${sections.join(', ')}`);
  }
  if (options.slot === options.coldStartSlot) throw new Error('The bench slot and the cold-start slot must differ.');
  return options;
}

export function selected(options: BenchOptions, section: string): boolean {
  return options.only === null || options.only.has(section);
}
