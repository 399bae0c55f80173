import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { useEffect, useId, useRef, useState } from 'react';
import { Confirm } from '@web/ui/confirm.tsx';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { FamilyEditForm } from './family-edit-form.tsx';
import { MemberEditForm } from './member-edit-form.tsx';
import { SectionFeedback } from '../../section-feedback.tsx';
import { APPROVAL_TEXT, familyName } from './family-labels.ts';
import { MemberSummary } from './member-summary.tsx';

/** What every change in this section reads again: the lists and the opened family. */
const FAMILY_READS = [CONSOLE_FAMILY_API.list, CONSOLE_FAMILY_API.family];

/** One opened family: its details, its members (edit, add, release an email, remove) and its erasure. */
export function FamilyDetail({ familyId, onClose }: { familyId: string; onClose(message?: string): void }) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  /** The member whose form is open: an id, 'new' for a new member, or null. */
  const [memberForm, setMemberForm] = useState<string | null>(null);
  const remove = useApiMutation(CONSOLE_FAMILY_API.removeMember, { invalidates: FAMILY_READS });
  const family = useApiQuery(CONSOLE_FAMILY_API.family, { familyId });
  const release = useApiMutation(CONSOLE_FAMILY_API.releaseEmail, { invalidates: FAMILY_READS });
  const erase = useApiMutation(CONSOLE_FAMILY_API.erase, { invalidates: [CONSOLE_FAMILY_API.list] });

  useEffect(() => {
    if (family.data) titleRef.current?.focus();
  }, [family.data]);

  if (family.isPending) return <p>Loading...</p>;
  if (family.isError)
    return (
      <>
        <p role="alert">{failureMessage(family.error)}</p>
        <button type="button" className="button-secondary" onClick={() => onClose()}>
          Back to the list
        </button>
      </>
    );
  const data = family.data.family;
  function closeMemberForm(message?: string) {
    setMemberForm(null);
    if (message) setNotice(message);
  }
  const name = familyName(data);
  const error = release.error ?? erase.error ?? remove.error;

  return (
    <article className="console-card console-families__detail" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {name}&apos;s family
      </h3>
      <p className="console-card__meta">
        {[data.house_no, data.address_line, data.location, data.postal_code].filter(Boolean).join(', ')} · {data.membership_type} ·{' '}
        {APPROVAL_TEXT[data.approval]}
      </p>
      <SectionFeedback notice={notice} error={error} />
      {editing ? (
        <FamilyEditForm
          family={data}
          onDone={(message) => {
            setEditing(false);
            if (message) setNotice(message);
          }}
        />
      ) : (
        <div className="console-card__actions">
          <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
            Edit details
          </button>
        </div>
      )}
      <h4>Members</h4>
      <ul className="console-families__members">
        {data.members.map((member) => (
          <li key={member.id}>
            {memberForm === member.id ? (
              <MemberEditForm familyId={data.familyId} member={member} onDone={closeMemberForm} />
            ) : (
              <MemberSummary
                member={member}
                busy={release.isPending || remove.isPending}
                onEdit={() => setMemberForm(member.id)}
                onRelease={() => release.mutate({ email: member.email }, { onSuccess: (result) => setNotice(result.message) })}
                onRemove={() =>
                  remove.mutate(
                    { familyId: data.familyId, memberId: member.id },
                    { onSuccess: (result) => setNotice(result.message ?? '') },
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      {memberForm === 'new' ? (
        <MemberEditForm familyId={data.familyId} member={null} onDone={closeMemberForm} />
      ) : (
        <div className="console-card__actions">
          <button type="button" className="button-secondary" onClick={() => setMemberForm('new')}>
            Add a member
          </button>
        </div>
      )}
      {family.data.invitations.length > 0 && (
        <p className="console-card__meta">Invited, not yet accepted: {family.data.invitations.join(', ')}</p>
      )}

      <div className="console-card__actions">
        <button type="button" className="button-secondary" onClick={() => onClose()}>
          Back to the list
        </button>
        {!confirming && (
          <button type="button" className="button-danger" onClick={() => setConfirming(true)}>
            Erase this family
          </button>
        )}
      </div>
      {confirming && (
        <Confirm
          label={`Erase ${name}'s family?`}
          className="console-card__actions console-families__confirm"
          question={`Erase ${name}'s family for good? Its members, email addresses, invitations and photos are deleted and it leaves the directory. This cannot be undone.`}
          confirmLabel={`Yes, erase ${name}'s family`}
          danger
          busy={erase.isPending}
          onConfirm={() =>
            erase.mutate(
              { familyId: data.familyId, confirm: data.familyId },
              { onSuccess: (result) => onClose(`${name}'s family: ${result.message}`) },
            )
          }
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
