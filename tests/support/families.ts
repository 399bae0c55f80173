import { registeredFamily } from './api-calls.ts';
import { aFamily, uniqueGmail } from './test-data.ts';
import { googleSignIn } from './auth-tokens.ts';

/** A registered family with a signed-in head (Google, verified email). */
export async function familyWithSignedInHead(prefix: string) {
  const email = uniqueGmail(prefix);
  const form = aFamily();
  form.members[0]!.email = email;
  const familyId = await registeredFamily(form);
  const { token, uid } = await googleSignIn(email);
  return { familyId, email, token, uid, form };
}

/** Registers (as `head`) a family whose members have these emails, head first; answers its id. */
export function familyOfEmails(head: string, ...others: string[]): Promise<string> {
  return registeredFamily(
    aFamily({ members: [{ name: 'Head Person', email: head }, ...others.map((email, i) => ({ name: `Member ${i + 2}`, email }))] }),
  );
}
