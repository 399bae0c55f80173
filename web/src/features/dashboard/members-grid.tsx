import { FAMILY_API, type FamilyMember } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { useState } from 'react';
import { useApiMutation } from '../../api/use-api.ts';
import { saveWithAlerts } from './dashboard-change.ts';
import { MEMBER_REMOVE_ERROR_MESSAGE, MEMBER_REMOVE_FAILED_MESSAGE, MEMBER_REMOVED_MESSAGE } from './dashboard-messages.ts';
import { useFamilyId } from './family-id-context.tsx';
import { MemberCard } from './member-card.tsx';
import { MemberForm } from './member-form.tsx';

/** Sentinel for the "add a member" card being open. */
const NEW_MEMBER = '\u0000new';

/** Family Members: one card per member; a single card (or the new-member card) is editable at a time. */
export function MembersGrid({ members }: { members: FamilyMember[] }) {
  const familyId = useFamilyId();
  const [editing, setEditing] = useState<string | null>(null);
  // Bumped after a photo upload so the browser fetches the new image even if its path is unchanged.
  const [photoVersions, setPhotoVersions] = useState<Record<string, number>>({});
  // Once removed, the family is read again.
  const removal = useApiMutation(FAMILY_API.deleteMember, { invalidates: [FAMILY_API.family] });

  function saved(memberId: string, photoChanged: boolean) {
    if (photoChanged) setPhotoVersions((v) => ({ ...v, [memberId]: Date.now() }));
    setEditing(null);
  }

  function remove(member: FamilyMember) {
    const texts = { done: MEMBER_REMOVED_MESSAGE, refused: MEMBER_REMOVE_FAILED_MESSAGE, failed: MEMBER_REMOVE_ERROR_MESSAGE };
    void saveWithAlerts(removal.mutateAsync({ id: member.id, familyId }), texts);
  }

  const formProps = { onSaved: saved, onCancel: () => setEditing(null) };

  return (
    <section className="panel members-panel" aria-labelledby="members-panel-title">
      <h2 id="members-panel-title">Family Members</h2>
      <ul className="members-grid">
        {members.map((member) => (
          <li key={member.id} className="member-card">
            {editing === member.id ? (
              <MemberForm member={member} {...formProps} />
            ) : (
              <MemberCard
                member={member}
                photoVersion={photoVersions[member.id]}
                canRemove={members.length > 1}
                removing={removal.isPending && removal.variables?.id === member.id}
                onEdit={() => setEditing(member.id)}
                onRemove={() => remove(member)}
              />
            )}
          </li>
        ))}
        {editing === NEW_MEMBER && (
          <li className="member-card member-card--new">
            <h3 className="member-card__name">New member</h3>
            <MemberForm member={null} {...formProps} />
          </li>
        )}
      </ul>
      {editing !== NEW_MEMBER && members.length < MAX_MEMBERS_PER_FAMILY && (
        <button type="button" className="button-primary" onClick={() => setEditing(NEW_MEMBER)}>
          Add member
        </button>
      )}
    </section>
  );
}
