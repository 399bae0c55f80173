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
