import { drawKindText, MEMBERS_ONLY_DRAW_MESSAGE, type DrawId } from '@edma/contract/draw';
import { endpointUrl } from '@edma/contract/endpoint';
import { Link } from 'react-router-dom';
import { usePublicJson } from '../../api/use-public-json.ts';
import { pathTo } from '../../app/route-table.ts';

/**
 * What a visitor who may not see a members-only draw sees instead of its wheel: that the draw
 * exists, what it is (from the public API: the draw's own document is closed to them) and how to join.
 */
export function MembersOnlyNotice({ drawId, title }: { drawId: DrawId; title: string }) {
  const about = usePublicJson(
    () =>
      import('@edma/contract/draw-about').then(({ DRAW_ABOUT_API }) => ({
        path: endpointUrl(DRAW_ABOUT_API.about.path, { drawId }),
        response: DRAW_ABOUT_API.about.response,
      })),
    `draw-about ${drawId}`,
  );
  const facts = about.state.status === 'ready' ? about.state.data : null;
  return (
    <>
      <h1 className="draw__title">{facts?.title || title}</h1>
      {facts?.about && <p className="draw__about">{drawKindText(facts.about)}</p>}
      <p className="draw__message">{MEMBERS_ONLY_DRAW_MESSAGE}</p>
      <p>
        <Link to={pathTo('login')}>Sign in</Link> or <Link to={pathTo('register')}>register your family</Link>; the committee approves new
        families.
      </p>
    </>
  );
}
