import { FailureAlert } from '../../api/failure-alert.tsx';

/** The booking part of the event page while what it needs is loading. */
export function BookingLoading() {
  return <p role="status">Loading your booking...</p>;
}

/** A read the booking part waits for (useApiQuery), before it has loaded: loading, or the server's reason it failed. */
export function BookingReadState({ read }: { read: { isPending: boolean; error: unknown } }) {
  return read.isPending ? <BookingLoading /> : <FailureAlert error={read.error} />;
}
