import type { Admin } from './admin.ts';
import type { BenchOptions } from './args.ts';
import type { RunningSuite } from './emulators.ts';
import type { SeededFamily } from './seed-directory.ts';
import type { Table } from './table.ts';

export interface SectionOutput {
  /** Everything measured, with units in the field names or beside the values. */
  data: Record<string, unknown>;
  tables: Table[];
  /** One or two lines for the final summary. */
  summary: string[];
}

/** Shared, started on first use: the production build, the emulators, the seeded directory. */
export interface BenchContext {
  options: BenchOptions;
  log(message: string): void;
  /** Builds web/dist-bench once; answers its folder. */
  productionBuild(): Promise<string>;
  /** The running Emulator Suite of the bench slot (throws when sections outside it ask). */
  suite(): RunningSuite;
  admin(): Admin;
  /** Seeds the 1,000-family directory once; answers the families written. */
  directory(): Promise<SeededFamily[]>;
  /** Makes sure the three draw documents exist. */
  draws(): Promise<void>;
}

export interface Section {
  name: string;
  title: string;
  /** build: no emulators; emulators: inside the bench slot's suite; after: once it has stopped. */
  phase: 'build' | 'emulators' | 'after';
  /** The section is abandoned (and reported as failed) after this long. */
  timeoutMs: number;
  /** Its figures are sizes, not timings: no wait for a quiet machine, never noisy. */
  untimed?: true;
  run(context: BenchContext): Promise<SectionOutput>;
}
