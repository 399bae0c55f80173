import type { FamilyMember } from '@edma/contract/family';
import { useState } from 'react';
import { Confirm } from '../../ui/confirm.tsx';
import { removeMemberQuestion } from './dashboard-messages.ts';
import { MemberPhoto } from './member-photo.tsx';
import { PencilIcon } from './pencil-icon.tsx';
import { EmailText } from '../../ui/email-text.tsx';

interface Props {
  member: FamilyMember;
  photoVersion?: number;
  canRemove: boolean;
  removing: boolean;
  onEdit(): void;
  /** Called once the removal is confirmed in the card. */
  onRemove(): void;
}

/** One member in view mode: photo, name, email, phone and date of birth. */
export function MemberCard({ member, photoVersion, canRemove, removing, onEdit, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
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
            {member.email ? <EmailText email={member.email} /> : 'Not given'}
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
      {canRemove && confirming && (
        <Confirm
          label={`Remove ${member.name}?`}
          question={removeMemberQuestion(member.name)}
          confirmLabel="Remove member"
          danger
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {canRemove && !confirming && (
        <button
          type="button"
          className="button-danger"
          aria-label={`Remove ${member.name}`}
          onClick={() => setConfirming(true)}
          disabled={removing}
        >
          {removing ? 'Removing...' : 'Remove'}
        </button>
      )}
    </>
  );
}
