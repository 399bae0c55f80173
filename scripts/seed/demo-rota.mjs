// The helpers' rota of the demo's open event: five slots, every one filled but serving, one person
// short, so the demo member (whose family helps nowhere yet) can sign up for the last place.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';

/** Job, time, people needed, people signed up: serving is one short. */
const SLOTS = [
  { job: 'setting-up', time: '10:00', needed: 3, signed: 3 },
  { job: 'kitchen', time: '10:30', needed: 4, signed: 4 },
  { job: 'door', time: '12:00', needed: 2, signed: 2 },
  { job: 'serving', time: '12:30', needed: 3, signed: 2 },
  { job: 'clearing', time: '15:30', needed: 3, signed: 3 },
];

const hash = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the slots and their helpers in the functions' layout (functions/src/store/rota-docs.ts):
 * each helper a member who signs in with their address, from approved families other than the demo
 * accounts' (families 1 to 3), one slot each.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Array<{ id: string, approval?: string, member_emails: string[], members: Array<{ id: string, email: string }> }>} families
 * @param {string} eventId
 * @param {Date} today
 */
export async function seedDemoRota(db, families, eventId, today) {
  const helpers = families
    .slice(3)
    .filter((f) => (f.approval ?? 'approved') === 'approved')
    .flatMap((f) =>
      f.members
        .filter((m) => m.email && f.member_emails.includes(m.email.toLowerCase()))
        .map((m) => ({ familyId: f.id, memberId: m.id, email: m.email.toLowerCase() })),
    );
  const at = Timestamp.fromMillis(today.getTime());
  const batch = db.batch();
  let next = 0;
  for (const slot of SLOTS) {
    // Ids from the event and the job, so seeding again rewrites the same documents.
    const slotId = hash(`${eventId} ${slot.job} ${slot.time}`).slice(0, 20);
    batch.set(db.collection('rotaSlots').doc(slotId), {
      eventId,
      job: slot.job,
      time: slot.time,
      needed: slot.needed,
      version: slot.signed,
      createdAt: at,
      createdBy: 'seed',
    });
    for (const helper of helpers.slice(next, next + slot.signed)) {
      batch.set(db.collection('rotaHelpers').doc(`${slotId}~${hash(helper.email)}`), { slotId, eventId, ...helper, createdAt: at });
    }
    next += slot.signed;
  }
  await batch.commit();
  return { slots: SLOTS.length, helpers: Math.min(next, helpers.length), short: SLOTS.filter((s) => s.signed < s.needed).length };
}
