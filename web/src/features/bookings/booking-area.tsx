import { FAMILY_API } from '@edma/contract/family';
import { useApiSession } from '../../api/api-session.tsx';
import { useApiQuery } from '../../api/use-api.ts';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { BookingPanel } from './booking-panel.tsx';
import { BookingLoading, BookingReadState } from './booking-read-state.tsx';
import { useEventOfPage } from './event-of-page.ts';
import { SignInToBook } from './sign-in-to-book.tsx';

/**
 * The event page's signed-in part (a route in the signed-in area, loaded only for someone who has
 * signed in on this device): finds the family of the signed-in member, then shows its booking panel.
 */
export default function BookingArea() {
  const session = useAuthSession();
  const { ended } = useApiSession();
  if (session.status === 'loading') return <BookingLoading />;
  if (ended || session.status === 'signed-out' || !session.user?.email) return <SignInToBook ended />;
  return <FamilyBooking email={session.user.email} />;
}

function FamilyBooking({ email }: { email: string }) {
  const { event } = useEventOfPage();
  const family = useApiQuery(FAMILY_API.checkUser, { email });
  if (!family.isSuccess) return <BookingReadState read={family} />;
  if (!family.data.family_id) return <p>Your sign-in is not linked to a registered family, so there is no booking to show.</p>;
  return <BookingPanel eventId={event.id} familyId={family.data.family_id} />;
}
