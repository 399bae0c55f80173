// What a fresh Firebase project needs in Firestore before the site works, beyond `firebase deploy`:
// the three draw documents (the draw pages read them live; the committee fills in the names).
// Creates only what is missing and never overwrites: safe to run again on a live project.

/** As contract/src/draw.ts DRAWS: id and title of each draw page. */
export const DRAWS = [
  { id: 'chitti-A', title: 'Chitty-A' },
  { id: 'chitti-B', title: 'Chitty-B' },
  { id: 'chitti-C', title: 'Chitty-C' },
];

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<{ created: string[], kept: string[] }>}
 */
export async function bootstrapProject(db) {
  const created = [];
  const kept = [];
  for (const draw of DRAWS) {
    const ref = db.collection('draws').doc(draw.id);
    // create() fails if the document exists, so a draw in use (names, a spin) is never reset.
    const made = await ref.create({ title: draw.title, names: [], spin: null }).then(
      () => true,
      (error) => {
        if (error?.code === 6 /* ALREADY_EXISTS */) return false;
        throw error;
      },
    );
    (made ? created : kept).push(draw.id);
  }
  return { created, kept };
}
