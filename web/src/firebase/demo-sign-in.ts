import { GoogleAuthProvider, signInWithCredential, type Auth, type User } from 'firebase/auth';
import { demoGoogleIdToken } from './demo-identity.ts';

/**
 * Emulator builds only (imported dynamically behind __EMULATOR_BUILD__): signs in as a Google account
 * through the Auth emulator, which accepts an unsigned ID token, so the flow works offline.
 */
export async function signInAsDemoMember(auth: Auth, email: string): Promise<User> {
  const credential = GoogleAuthProvider.credential(demoGoogleIdToken(email));
  return (await signInWithCredential(auth, credential)).user;
}
