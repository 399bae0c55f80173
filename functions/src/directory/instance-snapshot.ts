import { associationToday } from '@edma/contract/dates';
import { EncodedBodies } from '../http/cached-answer.ts';
import type { LoadedDirectory } from './snapshot-store.ts';

/**
 * How long a function instance answers from the snapshot it last confirmed without asking Firestore
 * again. Short beside the CDN's 10 s (a change still shows within about 15 s, see the README), long
 * enough that a burst of visitors costs an instance one read a second instead of one per visit.
 */
export const DIRECTORY_FRESH_MS = 1000;

export interface InstanceAnswer {
  bodies: EncodedBodies;
  /** Firestore documents this request read: 0 when the instance's copy was fresh or another request was reading it. */
  reads: number;
}

interface Confirmed {
  bodies: EncodedBodies;
  /** When the read that confirmed it started (the conservative end of "when it was true"). */
  checkedAt: number;
  /** The UK date its ages were counted on: a new day always asks Firestore. */
  date: string;
}

interface Options {
  /** Reads the snapshot; `knownTag`: the tag whose body the instance already holds. */
  load: (knownTag: string | undefined) => Promise<LoadedDirectory>;
  freshMs?: number;
  clock?: () => number;
  today?: () => string;
}

/**
 * One instance's copy of the directory snapshot, with its compressed forms. Within `freshMs` of the
 * last confirming read it answers without Firestore; after that the next request reads (the small
 * version document when the body is unchanged), and requests arriving meanwhile wait for that same
 * read instead of starting their own (a production instance serves many requests at once).
 */
export function instanceSnapshot({
  load,
  freshMs = DIRECTORY_FRESH_MS,
  clock = () => performance.now(),
  today = associationToday,
}: Options) {
  let confirmed: Confirmed | null = null;
  let reading: Promise<InstanceAnswer> | null = null;

  async function confirm(): Promise<InstanceAnswer> {
    const checkedAt = clock();
    const date = today();
    const known = confirmed;
    const loaded = await load(known?.bodies.tag);
    const bodies = loaded.body === null && known ? known.bodies : new EncodedBodies(loaded.tag, loaded.body ?? '');
    confirmed = { bodies, checkedAt, date };
    return { bodies, reads: loaded.reads };
  }

  return async function current(): Promise<InstanceAnswer> {
    if (confirmed && clock() - confirmed.checkedAt < freshMs && confirmed.date === today()) {
      return { bodies: confirmed.bodies, reads: 0 };
    }
    if (reading) return { bodies: (await reading).bodies, reads: 0 };
    reading = confirm();
    try {
      return await reading;
    } finally {
      reading = null;
    }
  };
}
