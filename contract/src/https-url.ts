// Without zod: the site's footer reads it on every page, before any form is opened.

/** An https address of a named host, without a user name or password in it. */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
