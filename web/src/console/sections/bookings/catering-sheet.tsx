import type { CommitteeBooking } from '@edma/contract/bookings';
import { cateringSheet } from '@edma/contract/booking-totals';
import { ColumnHeads } from '@web/ui/column-heads.tsx';
import { dietLabel, Figures } from './booking-totals-view.tsx';

/** The kitchen's sheet, printable: meals per option, dietary counts, and everyone with a need by family. */
export function CateringSheet({
  title,
  bookings,
  meals,
}: {
  title: string;
  bookings: readonly CommitteeBooking[];
  meals: readonly string[];
}) {
  const sheet = cateringSheet(bookings, meals);
  return (
    <div className="catering-sheet">
      <h3>Catering sheet: {title}</h3>
      <p>{sheet.total} people going.</p>
      <div className="booking-totals__grid">
        <Figures title="Meals" rows={Object.entries(sheet.meals)} freeLabels />
        <Figures title="Dietary needs" rows={Object.entries(sheet.diets).map(([diet, n]) => [dietLabel(diet), n] as const)} />
      </div>
      <table className="catering-sheet__needs">
        <caption>People with dietary needs</caption>
        <ColumnHeads names={['Family', 'Person', 'Needs']} />
        <tbody>
          {sheet.needs.length === 0 ? (
            <tr>
              <td colSpan={3}>Nobody going has told us of a dietary need.</td>
            </tr>
          ) : (
            sheet.needs.map((line, i) => (
              <tr key={i}>
                <td>{line.familyName}</td>
                <td>{line.person}</td>
                <td>{line.needs}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
