import { EXECUTIVE_PHOTO_SIZE, PLACEHOLDER_PHOTO } from '@edma/contract/executive-committee-texts';
import { usePublicJson } from '../../api/use-public-json.ts';
import { PublicContentState } from '../../ui/public-content-state.tsx';
import { messagingHref, telHref } from '../../content/site.ts';
import './executive-committee.css';

// The contract (and its schema library) comes when the page asks, after it paints.
const peopleEndpoint = () => import('@edma/contract/executive-committee').then((contract) => contract.EXECUTIVE_COMMITTEE_API.people);

/** /committee: the executive committee as the committee keeps it in the console, fetched from the API. */
export default function ExecutiveCommitteePage() {
  const { state, retry } = usePublicJson(peopleEndpoint, 'people');
  return (
    <div className="page executive-committee">
      <h1>Executive Committee Members</h1>
      <PublicContentState state={state} retry={retry} loadingText="Loading..." failureText="The committee could not be loaded.">
        {({ people }) => (
          <ul className="executive-committee__grid">
            {people.map((person) => (
              <li key={person.id} className="card executive-committee__card">
                <img
                  src={person.image || PLACEHOLDER_PHOTO}
                  alt={person.name}
                  width={EXECUTIVE_PHOTO_SIZE / 2}
                  height={EXECUTIVE_PHOTO_SIZE / 2}
                  loading="lazy"
                />
                <h2>{person.name}</h2>
                <p className="executive-committee__role">{person.role}</p>
                <p className="executive-committee__links">
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
