import type { z } from 'zod';
import { invalidInput } from '../errors/domain-error.ts';

// The contract's own messages name their field ("Name is required."); zod's generic ones don't.
const GENERIC = /^(Must be|Invalid|Expected|Too (big|small)|Unrecognized)/i;

function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  let prefix = '';
  let field = path;
  if (path[0] === 'members' && path[1] !== undefined && /^\d+$/.test(path[1])) {
    prefix = `Member ${Number(path[1]) + 1}: `;
    field = path.slice(2);
  }
  const named = field.length > 0 && GENERIC.test(issue.message) ? `${field.join('.')}: ${issue.message}` : issue.message;
  return `${prefix}${named}`;
}

/** One readable sentence for the first problem found (the forms show one message at a time). */
export function validationMessage(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? describe(first) : 'Invalid request.';
}

/** The parsed value, or a 400 naming the first problem. */
export function parseOrReject<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(validationMessage(result.error));
  return result.data;
}
