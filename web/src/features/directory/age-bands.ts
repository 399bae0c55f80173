export type AgeBand = 'babies' | 'kids' | 'teenagers' | 'adults';

export type BandCounts = Record<AgeBand, number>;

/** Babies up to 5, kids 6-12, teenagers 13-18, adults over 18; no age (no date of birth), no band. */
export function ageBand(age: number | null): AgeBand | null {
  if (age === null || age < 0) return null;
  if (age <= 5) return 'babies';
  if (age <= 12) return 'kids';
  if (age <= 18) return 'teenagers';
  return 'adults';
}

export function emptyBandCounts(): BandCounts {
  return { babies: 0, kids: 0, teenagers: 0, adults: 0 };
}

export function countBands(ages: Iterable<number | null>): BandCounts {
  const counts = emptyBandCounts();
  for (const age of ages) {
    const band = ageBand(age);
    if (band) counts[band] += 1;
  }
  return counts;
}
