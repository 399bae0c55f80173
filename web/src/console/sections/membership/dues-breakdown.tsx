import type { DuesStatus } from '@edma/contract/membership';

/** The list's count per town or type ("Seaton 12 · Honiton 4"). */
export function Breakdown({
  title,
  counts,
  status,
}: {
  title: string;
  counts: Record<string, Record<DuesStatus, number>>;
  status: DuesStatus;
}) {
  const parts = Object.entries(counts)
    .map(([name, byStatus]) => [name, byStatus[status]] as const)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  if (parts.length === 0) return null;
  return (
    <p className="membership-breakdown">
      <span className="membership-breakdown__title">{title}:</span> {parts.map(([name, n]) => `${name} ${n}`).join(' · ')}
    </p>
  );
}
