/*
 * The live draws, without zod: the site's route table gives each its page, and the first load of
 * the site carries no schema library.
 */

/** The three live draws: page route, Firestore document id, title and spin endpoint. */
export const DRAWS = [
  { id: 'chitti-A', title: 'Chitty-A', spinPath: '/api/spin.php' },
  { id: 'chitti-B', title: 'Chitty-B', spinPath: '/api/spin-b.php' },
  { id: 'chitti-C', title: 'Chitty-C', spinPath: '/api/spin-c.php' },
] as const;
export type DrawId = (typeof DRAWS)[number]['id'];
