import { DIET_LABELS, type CommitteeBooking } from '@edma/contract/bookings';
import { cateringSheet } from '@edma/contract/booking-totals';

const dietLabel = (diet: string) => (diet in DIET_LABELS ? DIET_LABELS[diet as keyof typeof DIET_LABELS] : 'Other needs');

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
        <table className="booking-figures">
          <caption>Meals</caption>
          <tbody>
            {Object.entries(sheet.meals).map(([meal, n]) => (
              <tr key={meal}>
                <th scope="row">{meal}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="booking-figures">
          <caption>Dietary needs</caption>
          <tbody>
            {Object.entries(sheet.diets).map(([diet, n]) => (
              <tr key={diet}>
                <th scope="row">{dietLabel(diet)}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="catering-sheet__needs">
        <caption>People with dietary needs</caption>
        <thead>
          <tr>
            <th scope="col">Family</th>
            <th scope="col">Person</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
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
