/**
 * An error's message with the causes under it: Node's fetch throws "fetch failed" and keeps why
 * (a refused connection, a closed socket) in `cause`, which a section's failure should say.
 */
export function errorWithCauses(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && parts.length < 5) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ');
}
