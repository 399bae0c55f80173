import type { DRAW_ABOUT_API } from '@edma/contract/draw-about';
import { DRAWS, type DrawDoc } from '@edma/contract/draw';
import type { EndpointHandler } from '../../http/route.ts';
import { drawRef } from '../../store/draw-docs.ts';

/** GET a draw's public facts (title, members only or not, what it is): every visitor may read them. */
export const getDrawAbout: EndpointHandler<typeof DRAW_ABOUT_API.about, 'public'> = async ({ drawId }) => {
  const draw = (await drawRef(drawId).get()).data() as Partial<DrawDoc> | undefined;
  return { success: true, drawId, title: draw?.title || DRAWS.find((d) => d.id === drawId)!.title, about: draw?.about ?? null };
};
