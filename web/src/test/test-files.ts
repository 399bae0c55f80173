/** The image types the site takes, by file extension, so a test names a file and gets a fitting type. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

function typeOf(name: string): string {
  const type = TYPES[name.split('.').pop()!.toLowerCase()];
  if (!type) throw new Error(`testFile: no type known for ${name}; pass one`);
  return type;
}

/**
 * A file as a user would pick it: its type follows the extension unless given, its content is
 * `bytes` zero bytes (tests of size limits) or a few bytes.
 */
export function testFile(name: string, { bytes = 3, type = typeOf(name) }: { bytes?: number; type?: string } = {}): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** An image answer from the server (a photo or thumbnail). */
export function imageResponse(type = 'image/webp'): Response {
  return new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': type } });
}
