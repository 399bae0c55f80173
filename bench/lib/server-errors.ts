/**
 * Causes of API errors as the functions logged them (`{"route": ..., "error": ...}` lines in the
 * emulator log), counted by their first line with addresses and ids taken out.
 */
export function serverErrorCauses(log: string, route: string): Record<string, number> {
  const causes: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const start = line.indexOf('{"route"');
    if (start < 0) continue;
    let entry: { route?: string; error?: string };
    try {
      entry = JSON.parse(line.slice(start)) as typeof entry;
    } catch {
      continue;
    }
    if (entry.route !== route || !entry.error) continue;
    const cause = entry.error
      .split('\n')[0]!
      .replace(/https?:\/\/\S+/g, '<url>')
      .trim();
    causes[cause] = (causes[cause] ?? 0) + 1;
  }
  return causes;
}
