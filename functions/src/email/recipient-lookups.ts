/*
 * Looking up committee recipients in Auth: an account that no longer exists means "not a
 * recipient", but any other failure (Auth down, or no Auth emulator where one is expected) must not
 * read as "nobody asked": it is counted and named in the report of whatever sent the emails.
 */

export const isUserNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

const described = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
};

/** The lookup's answer; null when the account is gone; otherwise the failure is added to `failures`. */
export async function lookUp<T>(lookup: () => Promise<T>, failures: string[]): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    if (!isUserNotFound(error)) failures.push(described(error));
    return null;
  }
}

/** What a daily step adds to its counts: nothing when every lookup answered; else how many failed and why (an `error`). */
export function lookupReport(failures: readonly string[]): Record<string, number | string> {
  if (failures.length === 0) return {};
  return {
    lookupsFailed: failures.length,
    error: `${failures.length === 1 ? 'A committee recipient' : `${failures.length} committee recipients`} could not be looked up: ${failures[0]}`,
  };
}
