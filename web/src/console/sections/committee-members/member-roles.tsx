import { DOOR_ROLE, ROLE_LABELS, type CommitteeMember, type GrantableRole } from '@edma/contract/committee';
import { longEventDate } from '@edma/contract/calendar-texts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';

interface MemberRolesProps {
  member: CommitteeMember;
  /** A removal is under way: no other until it is answered. */
  busy: boolean;
  /** Removes `role` from the member; `refused` if the server refuses (once removed, the role leaves the list). */
  onRemove(role: GrantableRole, refused: () => void): void;
}

/** A role as the list shows it: the door role with its event and the last day it opens the door. */
function roleText(member: CommitteeMember, role: GrantableRole): string {
  const door = member.door;
  if (role !== DOOR_ROLE || !door) return ROLE_LABELS[role];
  return `Door: ${door.title || door.eventId}, until ${longEventDate(door.lastDay)}`;
}

/** The roles one person holds, each with its own Remove role (asked about first). */
export function MemberRoles({ member, busy, onRemove }: MemberRolesProps) {
  return (
    <ul className="committee-roles" aria-label={`Roles of ${member.email}`}>
      {member.roles.map((role) => (
        <HeldRole
          key={role}
          email={member.email}
          label={roleText(member, role)}
          busy={busy}
          onRemove={(refused) => onRemove(role, refused)}
        />
      ))}
    </ul>
  );
}

function HeldRole({ email, label, busy, onRemove }: { email: string; label: string; busy: boolean; onRemove(refused: () => void): void }) {
  const [asking, setAsking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Back on the button that asked, once the question closes (cancelled, or the removal refused).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    removeButton.current?.focus();
  }, [asking]);
  const close = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  return (
    <li className="console-card--row committee-roles__role">
      <span>{label}</span>
      {asking ? (
        <Confirm
          label={`Remove the role ${label} of ${email}?`}
          question={`${email} will no longer hold this role.`}
          confirmLabel="Remove role"
          danger
          busy={busy}
          className="console-card__actions"
          onCancel={close}
          onConfirm={() => onRemove(close)}
        />
      ) : (
        <Button
          ref={removeButton}
          variant="secondary"
          // The visible words first, so speech input finds the button by what it shows.
          aria-label={`Remove role ${label} of ${email}`}
          onClick={() => setAsking(true)}
        >
          Remove role
        </Button>
      )}
    </li>
  );
}
