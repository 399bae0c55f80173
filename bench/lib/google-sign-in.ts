/**
 * Signs a simulated family's registrant in through the Auth emulator as a Google user with a verified
 * email, the way the registration form's Google popup does: registering needs that ID token.
 */
export async function googleIdToken(authPort: number, email: string): Promise<string> {
  const claims = JSON.stringify({ sub: `google-${email.toLowerCase()}`, email, email_verified: true, name: email.split('@')[0] });
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`Auth emulator signInWithIdp: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}
