import { GO_LIVE_API, type GoLiveItem } from '@edma/contract/go-live';
import { CONTACT_DETAILS_SECTION, CONTACT_DETAILS_TITLE } from '@edma/contract/site-contact-texts';
import { Link } from 'react-router-dom';
import { useApiQuery } from '@web/api/use-api.ts';
import { QueryStatus } from '../../query-status.tsx';
import { pathTo } from '@web/app/route-table.ts';
import './go-live-section.css';

/** "Before going live", the go-live checklist: what still holds the demo or placeholder values of a new deployment, and where to set each. */
export function GoLiveSection() {
  const check = useApiQuery(GO_LIVE_API.check, {});
  const items = check.data?.items ?? [];
  const left = items.filter((i) => !i.done).length;
  return (
    <section className="console-section go-live" aria-labelledby="go-live-title">
      <h2 id="go-live-title">Before going live</h2>
      <QueryStatus query={check} />
      {check.data && (
        <>
          <p role="status">
            {left === 0 ? 'Everything is set: the site holds no demo values.' : `${left} of ${items.length} still to do.`}
          </p>
          <ul className="go-live__list">
            {items.map((item) => (
              <ChecklistItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ChecklistItem({ item }: { item: GoLiveItem }) {
  return (
    <li className={`go-live__item go-live__item--${item.done ? 'done' : 'open'}`}>
      <span className="go-live__mark" aria-hidden="true">
        {item.done ? '✓' : '!'}
      </span>
      <div>
        <p className="go-live__label">
          {item.label}
          <span className="visually-hidden">{item.done ? ': done' : ': to do'}</span>
        </p>
        {!item.done && <p className="go-live__detail">{item.detail}</p>}
        {!item.done && item.section !== null && (
          <Link className="go-live__fix" to={`${pathTo('committee-console')}/${item.section}`}>
            Set it in {sectionName(item.section)}
          </Link>
        )}
      </div>
    </li>
  );
}

const SECTION_NAMES: Record<string, string> = {
  videos: 'Videos',
  draws: 'Draws',
  'committee-page': 'Committee page',
  membership: 'Membership',
  'committee-members': 'Committee members',
  [CONTACT_DETAILS_SECTION]: CONTACT_DETAILS_TITLE,
};
const sectionName = (path: string) => SECTION_NAMES[path] ?? path;
