import { DIET_LABELS, type BookingTotals } from '@edma/contract/bookings';
import { AGE_BAND_LABELS, AGE_BANDS } from '@edma/contract/age-bands';

/** A dietary need in words. */
export const dietLabel = (diet: string) => (diet in DIET_LABELS ? DIET_LABELS[diet as keyof typeof DIET_LABELS] : 'Other needs');

/** The live figures: places, families by answer, people by age band, meals and dietary needs of those going. */
export function BookingTotalsView({ totals }: { totals: BookingTotals }) {
  const people = AGE_BANDS.reduce((n, band) => n + totals.people[band], 0);
  return (
    <div className="booking-totals" aria-label="Totals" role="group">
      <p className="booking-totals__places">
        <strong>{totals.placesTaken}</strong> of {totals.capacity} places taken
        {totals.waitingPeople > 0 && <> · {totals.waitingPeople} people waiting</>}
      </p>
      <div className="booking-totals__grid">
        <Figures
          title="Families"
          rows={[
            ['Going', totals.families.going],
            ['Waiting', totals.families.waiting],
            ['Not coming', totals.families.notComing],
            ['Not answered', totals.families.notAnswered],
          ]}
        />
        <Figures
          title="People going"
          rows={[...[...AGE_BANDS].reverse().map((band) => [AGE_BAND_LABELS[band], totals.people[band]] as const), ['Total', people]]}
        />
        <Figures title="Meals" rows={Object.entries(totals.meals)} freeLabels />
        <Figures title="Dietary needs" rows={Object.entries(totals.diets).map(([diet, n]) => [dietLabel(diet), n] as const)} />
      </div>
    </div>
  );
}

/** A captioned table of counts, one row per label; `freeLabels` when the committee wrote them (they may wrap). */
export function Figures({
  title,
  rows,
  freeLabels = false,
}: {
  title: string;
  rows: ReadonlyArray<readonly [string, number]>;
  freeLabels?: boolean;
}) {
  return (
    <table className={freeLabels ? 'booking-figures booking-figures--free-labels' : 'booking-figures'}>
      <caption>{title}</caption>
      <tbody>
        {rows.map(([label, n]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
