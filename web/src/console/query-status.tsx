import { failureMessage } from '@web/api/use-api.ts';

interface QueryStatusProps {
  /** A console query (useApiQuery): pending, failed or loaded, one at a time. */
  query: { isPending: boolean; isError: boolean; error: unknown };
}

/** A console list's "Loading..." while it loads and the server's reason when it fails; nothing once loaded. */
export function QueryStatus({ query }: QueryStatusProps) {
  if (query.isPending) return <p>Loading...</p>;
  if (query.isError) return <p role="alert">{failureMessage(query.error)}</p>;
  return null;
}
