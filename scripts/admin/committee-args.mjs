import { parseArgs } from 'node:util';

const OPTIONS = /** @type {const} */ ({ role: { type: 'string', default: 'committee' }, event: { type: 'string' } });

/**
 * `npm run committee`'s arguments: the command, the email and its options, or `null` when they are
 * not that. An option's value is taken as it is: event ids are base64url, and one in 64 starts with
 * "-", which `parseArgs` alone reads as another option ("--event -x" is ambiguous to it).
 *
 * @param {string[]} args
 */
export function parseCommitteeArgs(args) {
  /** @type {string[]} */
  const joined = [];
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    const value = args[i + 1];
    if (name in OPTIONS && value !== undefined) {
      joined.push(`--${name}=${value}`);
      i++;
    } else joined.push(arg);
  }
  let parsed;
  try {
    parsed = parseArgs({ args: joined, allowPositionals: true, options: OPTIONS });
  } catch {
    return null;
  }
  const [command, email, ...extra] = parsed.positionals;
  if (!['grant', 'revoke', 'release'].includes(command ?? '') || !email || extra.length > 0) return null;
  const { role, event } = /** @type {{ role: string, event?: string }} */ (parsed.values);
  return { command, email, role, event };
}
