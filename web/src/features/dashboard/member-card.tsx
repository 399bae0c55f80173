import type { FamilyMember } from '@edma/contract/family';
import { MemberPhoto } from './member-photo.tsx';
import { PencilIcon } from './pencil-icon.tsx';

interface Props {
  member: FamilyMember;
  photoVersion?: number;
  canRemove: boolean;
  removing: boolean;
  onEdit(): void;
  onRemove(): void;
}

/** One member in view mode: photo, name, email, phone and date of birth. */
export function MemberCard({ member, photoVersion, canRemove, removing, onEdit, onRemove }: Props) {
  return (
    <>
      <div className="member-card__head">
        <MemberPhoto name={member.name} photoPath={member.photo_path} version={photoVersion} />
        <button type="button" className="icon-button" aria-label={`Edit ${member.name}`} onClick={onEdit}>
          <PencilIcon />
        </button>
      </div>
      <h3 className="member-card__name">{member.name}</h3>
      <dl className="details-list">
        <div>
          <dt>Email</dt>
          <dd>
            {member.email || 'Not given'}
            {member.email_pending && <span className="member-card__note"> (invited, not joined yet)</span>}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{member.phone || 'Not given'}</dd>
        </div>
        <div>
          <dt>DOB</dt>
          <dd>{member.dob || 'Not given'}</dd>
        </div>
        <div>
          <dt>Photo in the public directory</dt>
          <dd>{member.photo_public ? 'Shown' : 'Not shown'}</dd>
        </div>
      </dl>
      {canRemove && (
        <button type="button" className="button-danger" aria-label={`Remove ${member.name}`} onClick={onRemove} disabled={removing}>
          {removing ? 'Removing...' : 'Remove'}
        </button>
      )}
    </>
  );
}
