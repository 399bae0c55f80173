import type { FamilyMember } from '@edma/contract/family';
import { MAX_MEMBERS_PER_FAMILY } from '@edma/contract/limits';
import { useState } from 'react';
import { deleteMember } from './dashboard-api.ts';
import { reportFailure } from './dashboard-failure.ts';
import {
  MEMBER_REMOVE_ERROR_MESSAGE,
  MEMBER_REMOVE_FAILED_MESSAGE,
  MEMBER_REMOVED_MESSAGE,
  removeMemberQuestion,
} from './dashboard-messages.ts';
import { MemberCard } from './member-card.tsx';
import { MemberForm } from './member-form.tsx';

interface Props {
  members: FamilyMember[];
  familyId: string;
  idToken(): Promise<string>;
  onMembersChange(members: FamilyMember[]): void;
  onSessionExpired(): void;
}

/** Sentinel for the "add a member" card being open. */
const NEW_MEMBER = '\u0000new';

/** Family Members: one card per member; a single card (or the new-member card) is editable at a time. */
export function MembersGrid({ members, familyId, idToken, onMembersChange, onSessionExpired }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  // Bumped after a photo upload so the browser fetches the new image even if its path is unchanged.
  const [photoVersions, setPhotoVersions] = useState<Record<string, number>>({});

  function saved(member: FamilyMember, photoChanged: boolean) {
    const exists = members.some((m) => m.id === member.id);
    onMembersChange(exists ? members.map((m) => (m.id === member.id ? member : m)) : [...members, member]);
    if (photoChanged) setPhotoVersions((v) => ({ ...v, [member.id]: Date.now() }));
    setEditing(null);
  }

  async function remove(member: FamilyMember) {
    if (!window.confirm(removeMemberQuestion(member.name))) return;
    setRemoving(member.id);
    try {
      await deleteMember(member.id, familyId, await idToken());
      window.alert(MEMBER_REMOVED_MESSAGE);
      onMembersChange(members.filter((m) => m.id !== member.id));
    } catch (error) {
      reportFailure(error, { refused: MEMBER_REMOVE_FAILED_MESSAGE, failed: MEMBER_REMOVE_ERROR_MESSAGE }, onSessionExpired);
    } finally {
      setRemoving(null);
    }
  }

  const formProps = { familyId, idToken, onSaved: saved, onCancel: () => setEditing(null), onSessionExpired };

  return (
    <section className="members-panel" aria-labelledby="members-panel-title">
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
                removing={removing === member.id}
                onEdit={() => setEditing(member.id)}
                onRemove={() => void remove(member)}
                idToken={idToken}
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
