/** The median run by performance score, with every run's score (lowest first). */
export function medianRun<Run extends { scores: { performance: number | null } }>(
  runs: readonly Run[],
): Run & { performanceRuns: number[] } {
  if (runs.length === 0) throw new Error('No Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performanceRuns: sorted.map((run) => run.scores.performance ?? 0) };
}
