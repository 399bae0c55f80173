import { DRAWS } from '@edma/contract/draw';
import type { GO_LIVE_API } from '@edma/contract/go-live';
import { siteUrl } from '../../config/params.ts';
import { committeeMembers } from '../../committee/committee-roles.ts';
import { readContent } from '../../content/content-doc.ts';
import { VIDEOS_CONTENT } from '../../store/content-kinds.ts';
import { EXECUTIVE_COMMITTEE_CONTENT } from '../../store/gallery-kinds.ts';
import { SITE_CONTACT_CONTENT } from '../../store/site-contact-kind.ts';
import { drawPasswordRef, drawRef } from '../../store/draw-docs.ts';
import { db } from '../../store/admin.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { readMembershipSettings } from '../../store/dues-docs.ts';
import { goLiveItems, type GoLiveState } from '../go-live-items.ts';

/** Reads what the checklist looks at: a few documents and the committee's accounts. */
export async function readGoLiveState(): Promise<GoLiveState> {
  const [videos, committeePage, siteContact, draws, password, membership, members] = await Promise.all([
    readContent(db(), VIDEOS_CONTENT),
    readContent(db(), EXECUTIVE_COMMITTEE_CONTENT),
    readContent(db(), SITE_CONTACT_CONTENT),
    db().getAll(...DRAWS.map((d) => drawRef(d.id))),
    drawPasswordRef().get(),
    readMembershipSettings(),
    committeeMembers(),
  ]);
  return {
    videos: { live: videos.data.live.youtubeId, past: videos.data.past.map((v) => v.youtubeId) },
    draws: DRAWS.map((d, i) => {
      const doc = draws[i];
      const names = (doc?.get('participants') as string[] | undefined) ?? (doc?.get('names') as string[] | undefined) ?? [];
      return { title: d.title, names: names.length, about: Boolean(doc?.get('about')) };
    }),
    drawPasswordSet: password.exists,
    committeePage: committeePage.data.people,
    membershipSet: Boolean(membership?.settings),
    committeeMembers: members.length,
    siteContact: siteContact.data,
    siteUrl: siteUrl(),
  };
}

/** GET committee/go-live: the checklist (committee only, never cached). */
export const getGoLiveChecklist: EndpointHandler<typeof GO_LIVE_API.check, 'committee'> = async () => ({
  success: true,
  items: goLiveItems(await readGoLiveState()),
});
