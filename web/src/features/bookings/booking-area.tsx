import { useApiSession } from '../../api/api-session.tsx';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { BookingPanel } from './booking-panel.tsx';
import { HelpersPanel } from './helpers-panel.tsx';
import { PanelBoundary } from '../../ui/panel-boundary.tsx';
import { BookingLoading } from './booking-read-state.tsx';
import { useEventOfPage } from './event-of-page.ts';
import { SignInToBook } from './sign-in-to-book.tsx';

/**
 * The event page's signed-in part (a route in the signed-in area, loaded only for someone who has
 * signed in on this device): the signed-in member's family's booking panel, and the helpers' rota;
 * for an event without bookings, the helpers' rota alone (nothing when it has no slots).
 */
export default function BookingArea() {
  const session = useAuthSession();
  const { ended } = useApiSession();
  const { event, booking } = useEventOfPage();
  const signedIn = !ended && session.status === 'signed-in' && Boolean(session.user?.email);
  if (!booking) return signedIn ? <HelpersPanel eventId={event.id} ownPanel /> : null;
  if (session.status === 'loading') return <BookingLoading />;
  if (!signedIn) return <SignInToBook ended />;
  return <FamilyBooking />;
}

/** The server finds the signed-in member's family itself. */
function FamilyBooking() {
  const { event } = useEventOfPage();
  return (
    <>
      <BookingPanel eventId={event.id} />
      <PanelBoundary name="Helpers needed" headingLevel={3}>
        <HelpersPanel eventId={event.id} />
      </PanelBoundary>
    </>
  );
}
