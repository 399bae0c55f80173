import { childLabel } from '@edma/contract/privacy-texts';
import type { IndexedFamily } from './filter-families.ts';
import { MemberPhoto } from './member-photo.tsx';

/** A child shown without an adult's consent is named "Child, 10" by the server: the age is said already. */
const namesAge = (name: string, age: number) => name === childLabel(age);

interface Props {
  entry: IndexedFamily;
  expanded: boolean;
  onToggle: (familyId: string) => void;
}

/** One family: the head (first member, or N/A) and a toggle that reveals every member. */
export function FamilyCard({ entry, expanded, onToggle }: Props) {
  const { family, members } = entry;
  const head = family.members[0];
  const panelId = `family-${family.id}-members`;
  return (
    <li className={`family-card${expanded ? ' family-card--open' : ''}`}>
      <h2 className="family-card__heading">
        <button
          type="button"
          className="family-card__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(family.id)}
        >
          <MemberPhoto className="family-card__photo" photoPath={head?.photo_path ?? null} />
          <span className="family-card__title">
            <span className="family-card__head">{head?.name || 'N/A'}</span>
            <span className="family-card__meta">
              {family.location} · {family.membership_type} · {family.members.length} {family.members.length === 1 ? 'member' : 'members'}
            </span>
          </span>
          <span className="family-card__chevron" aria-hidden="true" />
        </button>
      </h2>
      <ul id={panelId} className="family-card__members" hidden={!expanded}>
        {expanded &&
          family.members.map((member, i) => {
            const age = members[i]?.age ?? null;
            return (
              <li key={i} className="family-card__member">
                <MemberPhoto className="family-card__photo" photoPath={member.photo_path} />
                <span className="family-card__member-name">{member.name}</span>
                {age !== null && !namesAge(member.name, age) && <span className="family-card__member-age">Age {age}</span>}
              </li>
            );
          })}
      </ul>
    </li>
  );
}
