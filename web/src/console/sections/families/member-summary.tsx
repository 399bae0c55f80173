import type { ConsoleMember } from '@edma/contract/console-families';
import { useState } from 'react';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';

interface MemberSummaryProps {
  member: ConsoleMember;
  busy: boolean;
  onEdit(): void;
  onRelease(): void;
  onRemove(): void;
}

/** One member of an opened family, with what the committee can do to it; a release or a removal is asked about first. */
export function MemberSummary({ member, busy, onEdit, onRelease, onRemove }: MemberSummaryProps) {
  const [asking, setAsking] = useState<'release' | 'remove' | null>(null);
  const question =
    asking === 'release'
      ? {
          label: `Release ${member.email}?`,
          text: `Release ${member.email}? It will no longer open this family.`,
          confirmLabel: 'Release email',
          confirm: onRelease,
        }
      : {
          label: `Remove ${member.name}?`,
          text: `Remove ${member.name} from this family?`,
          confirmLabel: 'Remove member',
          confirm: onRemove,
        };
  return (
    <>
      <strong>{member.name}</strong>
      <span className="console-card__meta">
        {[member.email || 'no email', member.phone, member.dob ?? ''].filter(Boolean).join(' · ')}
        {member.has_photo ? ` · photo${member.photo_public ? ' (public)' : ''}` : ''}
      </span>
      {asking ? (
        <Confirm
          label={question.label}
          className="console-card__actions"
          question={question.text}
          confirmLabel={question.confirmLabel}
          busy={busy}
          onConfirm={() => {
            setAsking(null);
            question.confirm();
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="console-card__actions">
          <Button variant="secondary" aria-label={`Edit ${member.name}`} onClick={onEdit}>
            Edit
          </Button>
          {member.email && (
            <Button variant="secondary" disabled={busy} aria-label={`Release email ${member.email}`} onClick={() => setAsking('release')}>
              Release email
            </Button>
          )}
          <Button variant="secondary" disabled={busy} aria-label={`Remove ${member.name}`} onClick={() => setAsking('remove')}>
            Remove
          </Button>
        </div>
      )}
    </>
  );
}
