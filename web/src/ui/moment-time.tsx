/** A moment (milliseconds since the epoch) in words by `format`, with its exact time for machines. */
export function MomentTime({ ms, format }: { ms: number; format: Intl.DateTimeFormat }) {
  return <time dateTime={new Date(ms).toISOString()}>{format.format(ms)}</time>;
}
