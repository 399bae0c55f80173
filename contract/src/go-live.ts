import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * The go-live checklist: what still holds the demo or placeholder values a new deployment starts
 * with. Each item is computed from what is stored (the server's part) or built into the site (the
 * association's phone, email and social links, checked in the browser), and names where to fix it.
 */
export const GO_LIVE_ITEM_IDS = ['videos', 'committee-page', 'draws', 'draw-password', 'membership', 'committee', 'site-url'] as const;

export const goLiveItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
  /** What is left to do (empty when done). */
  detail: z.string(),
  /** The console section that fixes it (its path under /committee-console/), or null for a deploy step. */
  section: z.string().nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const GO_LIVE_API = {
  check: endpoint({
    method: 'GET',
    path: '/api/committee/go-live',
    request: z.object({}),
    response: z.object({ success: z.literal(true), items: z.array(goLiveItemSchema) }),
  }),
};

/** The committee-page seed's placeholder names and phone numbers (contract/src/executive-committee.ts). */
export const isPlaceholderPerson = (person: { name: string; phoneDigits: string }) =>
  /^Committee member \d+$/.test(person.name) || /^4477009000\d\d$/.test(person.phoneDigits);

/** A seeded video id (content-seed.ts). */
export const isPlaceholderVideoId = (youtubeId: string) => youtubeId.startsWith('PLACEHOLDER');

/** How many, in words a committee member reads at a glance. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
