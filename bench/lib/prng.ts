// The bench draws its data from the same deterministic generator as the demo seed.
export { prng } from '../../scripts/seed/prng.mjs';

export const BENCH_SEED = 20_250_607;
