import { COMMITTEE_PAGE_PATHS, COMMITTEE_PHOTO_SIZE, committeePageResponseSchema, PLACEHOLDER_PHOTO } from '@edma/contract/committee-page';
import { usePublicJson } from '../../api/use-public-json.ts';
import { messagingHref, telHref } from '../../content/site.ts';
import './committee.css';

/** /committee: the executive committee as the committee keeps it in the console, fetched from the API. */
export default function CommitteePage() {
  const { state, retry } = usePublicJson(COMMITTEE_PAGE_PATHS.people, committeePageResponseSchema);
  return (
    <div className="page committee">
      <h1>Executive Committee Members</h1>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'failed' && (
        <p role="alert">
          The committee could not be loaded.{' '}
          <button type="button" className="button-secondary" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <ul className="committee__grid">
          {state.data.people.map((person) => (
            <li key={person.id} className="card committee__card">
              <img
                src={person.image || PLACEHOLDER_PHOTO}
                alt={`Photo of ${person.name}`}
                width={COMMITTEE_PHOTO_SIZE / 2}
                height={COMMITTEE_PHOTO_SIZE / 2}
                loading="lazy"
              />
              <h2>{person.name}</h2>
              <p className="committee__role">{person.role}</p>
              <p className="committee__links">
                <a href={telHref(person.phoneDigits)} aria-label={`Call ${person.name}, ${person.role}`}>
                  Call
                </a>
                <a
                  href={messagingHref(person.phoneDigits)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Message ${person.name}, ${person.role}, on WhatsApp (opens in a new tab)`}
                >
                  WhatsApp
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
