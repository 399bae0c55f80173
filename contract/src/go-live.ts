import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EXECUTIVE_COMMITTEE_SEED } from './executive-committee.ts';
import { SITE_CONTACT_PLACEHOLDERS, SOCIAL_PROFILES, type SiteContact } from './site-contact-texts.ts';

/**
 * The go-live checklist: what still holds the demo or placeholder values a new deployment starts
 * with. Each item is computed by the server from what is stored and its config, and names where to fix it.
 */
export const GO_LIVE_ITEM_IDS = [
  'videos',
  'committee-page',
  'draws',
  'draw-rules',
  'draw-password',
  'membership',
  'committee',
  'site-contact',
  'site-url',
] as const;

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

const SEED_NAMES = new Set(EXECUTIVE_COMMITTEE_SEED.map((person) => person.name));
const SEED_PHONES = new Set(EXECUTIVE_COMMITTEE_SEED.map((person) => person.phoneDigits));

/** A person still carrying a name or phone number of the committee page's seed (EXECUTIVE_COMMITTEE_SEED). */
export const isPlaceholderPerson = (person: { name: string; phoneDigits: string }) =>
  SEED_NAMES.has(person.name) || SEED_PHONES.has(person.phoneDigits);

/** Which of the association's contact details are still the placeholders a deployment starts with, in words. */
export function placeholderContactParts(contact: SiteContact): string[] {
  const placeholder = SITE_CONTACT_PLACEHOLDERS;
  return [
    contact.phoneDigits === placeholder.phoneDigits ? 'the phone number' : '',
    contact.email.toLowerCase() === placeholder.email ? 'the email address' : '',
    SOCIAL_PROFILES.some(({ key }) => contact.social[key] === placeholder.social[key]) ? 'the social links' : '',
  ].filter(Boolean);
}

/** A seeded video id (content-seed.ts). */
export const isPlaceholderVideoId = (youtubeId: string) => youtubeId.startsWith('PLACEHOLDER');

/** How many, in words a committee member reads at a glance. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
