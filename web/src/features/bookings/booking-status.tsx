import type { BookingView, PublicBooking } from '@edma/contract/bookings';
import { poundsText } from '@edma/contract/money';
import { plural } from './event-texts.ts';

/** Where the family stands: going (how many), waiting (where in line) or not coming; what is due. */
export function BookingStatus({ answer, payment }: { answer: BookingView; payment: PublicBooking['payment'] }) {
  return (
    <>
      <p className="booking-status__state">
        {answer.status === 'going' && <>You are going: {plural(answer.people, 'person', 'people')}.</>}
        {answer.status === 'waiting' && (
          <>
            You are on the waiting list{answer.waitingPosition !== null && <>, number {answer.waitingPosition} in line</>} (
            {plural(answer.people, 'person', 'people')}). We will email you if places free up.
          </>
        )}
        {answer.status === 'not-coming' && <>You told us you are not coming.</>}
      </p>
      {answer.status !== 'not-coming' && answer.amountPence > 0 && (
        <p>
          Amount: <strong>{poundsText(answer.amountPence)}</strong>
          {answer.paid ? ' (paid, thank you).' : '.'}
          {payment === 'bank-transfer' && answer.reference && !answer.paid && (
            <>
              {' '}
              Pay by bank transfer with the reference <strong className="booking-status__reference">{answer.reference}</strong>.
            </>
          )}
        </p>
      )}
    </>
  );
}
