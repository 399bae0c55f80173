/** Summary of a sample: what the bench reports for every timing. */
export interface Distribution {
  count: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  unit: string;
}

/** The q-quantile (0..1) of sorted values, interpolating between neighbours (as numpy does). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  const high = sorted[above]!;
  return low + (high - low) * (position - below);
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function distribution(values: readonly number[], unit: string, digits = 1): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  const at = (q: number) => round(quantile(sorted, q), digits);
  return {
    count: sorted.length,
    min: sorted.length ? round(sorted[0]!, digits) : Number.NaN,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.length ? round(sorted[sorted.length - 1]!, digits) : Number.NaN,
    mean: sorted.length ? round(sum / sorted.length, digits) : Number.NaN,
    unit,
  };
}

/** a / b rounded, or null when b is zero or either is not a number. */
export function ratio(a: number, b: number, digits = 2): number | null {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return round(a / b, digits);
}
