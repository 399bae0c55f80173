import { COMMITTEE, COMMITTEE_PHOTO_SIZE } from '../../content/committee.ts';
import { messagingHref, telHref } from '../../content/site.ts';
import './committee.css';

export default function CommitteePage() {
  return (
    <div className="page committee">
      <h1>Executive Committee Members</h1>
      <ul className="committee__grid">
        {COMMITTEE.map((person) => (
          <li key={person.image} className="card committee__card">
            <img
              src={person.image}
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
    </div>
  );
}
