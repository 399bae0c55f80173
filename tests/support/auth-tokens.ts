import { generateKeyPairSync, sign } from 'node:crypto';
import { adminAuth } from './admin.ts';
import { emulatorEnv } from './emulator-env.ts';

async function identityToolkit(method: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`http://${emulatorEnv.authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${method}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
}

/**
 * A sign-in in a handler test's own project (tests/handlers/support/own-project.ts): the Auth
 * emulator signs in to its default project only, so the account is made there with the Admin SDK
 * and given an emulator token (unsigned, as the emulator's own) carrying its custom claims.
 */
async function ownProjectSignIn(email: string, verified: boolean) {
  const auth = adminAuth();
  // Two sign-ins of one new address at once (a racing test) both find no account: the second to
  // create it takes the first's.
  const user = await auth
    .getUserByEmail(email)
    .catch(() => auth.createUser({ email, emailVerified: verified }))
    .catch(() => auth.getUserByEmail(email));
  const now = Math.floor(Date.now() / 1000);
  const token = emulatorToken(user.uid, email, {
    email_verified: verified,
    iat: now,
    auth_time: now,
    ...(verified ? {} : { firebase: { identities: { email: [email] }, sign_in_provider: 'password' } }),
    ...user.customClaims,
  });
  return { token, uid: user.uid };
}

/** Signs in with a Google account (verified email) through the Auth emulator: its ID token and uid. */
export async function googleSignIn(email: string) {
  if (process.env.EDMA_OWN_PROJECT) return ownProjectSignIn(email, true);
  const claims = JSON.stringify({ sub: `google-${email.toLowerCase()}`, email, email_verified: true, name: email.split('@')[0] });
  const result = await identityToolkit('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  return { token: result.idToken, uid: result.localId };
}

/** An email/password account that never verified its email. */
export async function unverifiedSignIn(email: string) {
  if (process.env.EDMA_OWN_PROJECT) return ownProjectSignIn(email, false);
  const result = await identityToolkit('signUp', { email, password: 'not-verified-123', returnSecureToken: true });
  return { token: result.idToken, uid: result.localId };
}

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function claimsFor(uid: string, email: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${emulatorEnv.projectId}`,
    aud: emulatorEnv.projectId,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: { email: [email] }, sign_in_provider: 'google.com' },
    ...overrides,
  };
}

/** A token with well-formed claims for `email`, signed with a key Google never issued. */
export function forgedToken(uid: string, email: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const unsigned = `${base64url({ alg: 'RS256', kid: 'forged-key', typ: 'JWT' })}.${base64url(claimsFor(uid, email))}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
}

/** An emulator-style (unsigned) token whose claims are otherwise right, with some overridden. */
export function emulatorToken(uid: string, email: string, overrides: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsFor(uid, email, overrides))}.`;
}

/** The same token, expired an hour ago. */
export function expiredToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  return emulatorToken(uid, email, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/**
 * What a browser gets for a custom token (signInWithCustomToken): its ID token and uid. In a handler
 * test's own project the Admin SDK makes the account and an emulator token carries the custom
 * token's claims, as the Auth emulator would.
 */
export async function customTokenSignIn(customToken: string) {
  if (!process.env.EDMA_OWN_PROJECT) {
    const result = await identityToolkit('signInWithCustomToken', { token: customToken, returnSecureToken: true });
    return { token: result.idToken, uid: result.localId };
  }
  const payload = JSON.parse(Buffer.from(customToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    uid: string;
    claims?: Record<string, unknown>;
  };
  await adminAuth()
    .createUser({ uid: payload.uid })
    .catch(() => adminAuth().getUser(payload.uid));
  const token = emulatorToken(payload.uid, '', {
    email: undefined,
    email_verified: undefined,
    firebase: { identities: {}, sign_in_provider: 'custom' },
    ...payload.claims,
  });
  return { token, uid: payload.uid };
}
