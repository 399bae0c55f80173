import type { DirectorySummary } from './filter-families.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Family and member counts and the four age bands of the families shown. */
export function DirectorySummaryLine({ summary }: { summary: DirectorySummary }) {
  const { families, members, bands } = summary;
  return (
    <p className="directory__summary" role="status">
      <span>{plural(families, 'family', 'families')}, </span>
      <span>{plural(members, 'member', 'members')}. </span>
      <span>Babies (0-5): {bands.babies}, </span>
      <span>Kids (6-12): {bands.kids}, </span>
      <span>Teenagers (13-18): {bands.teenagers}, </span>
      <span>Adults (over 18): {bands.adults}</span>
    </p>
  );
}
