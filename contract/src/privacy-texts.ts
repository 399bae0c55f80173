/** The public directory's texts, without the schemas: the page paints with these alone. */

/** How the public directory names a child nobody has consented to show. Ages still count. */
export function childLabel(age: number): string {
  return `Child, ${age}`;
}
export const MEMBERS_ONLY_DIRECTORY_MESSAGE = 'The directory is for signed-in members of the association.';
