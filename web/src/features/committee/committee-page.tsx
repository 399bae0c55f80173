import { COMMITTEE_PAGE_PATHS, COMMITTEE_PHOTO_SIZE, committeePageResponseSchema, PLACEHOLDER_PHOTO } from '@edma/contract/committee-page';
import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import { messagingHref, telHref } from '../../content/site.ts';
import './committee.css';

/** /committee: the executive committee as the committee keeps it in the console, fetched from the API. */
export default function CommitteePage() {
  const { state, retry } = usePublicJson(COMMITTEE_PAGE_PATHS.people, committeePageResponseSchema);
  return (
    <div className="page committee">
      <h1>Executive Committee Members</h1>
      <PublicContentState state={state} retry={retry} loadingText="Loading..." failureText="The committee could not be loaded.">
        {({ people }) => (
          <ul className="committee__grid">
            {people.map((person) => (
              <li key={person.id} className="card committee__card">
                <img
                  src={person.image || PLACEHOLDER_PHOTO}
                  alt={person.name}
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
      </PublicContentState>
    </div>
  );
}
