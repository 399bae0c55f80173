import { CONSOLE_FAMILY_API, type ConsoleFamily, type ConsoleMember } from '@edma/contract/console-families';
import type { ParsedRequestOf, RequestOf } from '@edma/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@web/ui/button.tsx';
import { Confirm } from '@web/ui/confirm.tsx';
import { useForm } from 'react-hook-form';
import { failureMessage, useApiMutation, useApiQuery } from '@web/api/use-api.ts';
import { FamilyEditForm } from './family-edit-form.tsx';
import { MemberEditForm } from './member-edit-form.tsx';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { membersCsv, membersFilename } from './members-csv.ts';
import './families-section.css';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { FocusableSection } from '../../focusable-section.tsx';

/** What every change in this section reads again: the lists and the opened family. */
const FAMILY_READS = [CONSOLE_FAMILY_API.list, CONSOLE_FAMILY_API.family];
const familyName = (family: ConsoleFamily) => family.members[0]?.name || 'Unnamed family';
const APPROVAL_TEXT = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' } as const;

/** Every family (pending and rejected too): search, open, release an address, erase, export. */
export function FamiliesSection() {
  const csv = useAuditedCsv();
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useApiQuery(CONSOLE_FAMILY_API.list, { q });
  const form = useForm<RequestOf<typeof CONSOLE_FAMILY_API.list>, unknown, ParsedRequestOf<typeof CONSOLE_FAMILY_API.list>>({
    resolver: zodResolver(CONSOLE_FAMILY_API.list.request),
    defaultValues: { q: '' },
  });
  // The whole list, for the export (the same query as an empty search, so loaded once).
  const everyone = useApiQuery(CONSOLE_FAMILY_API.list, { q: '' });

  function closeFamily(message = '') {
    setOpenId(null);
    setNotice(message);
    headingRef.current?.focus();
  }

  return (
    <FocusableSection name="families" title="Families" headingRef={headingRef}>
      <SectionFeedback notice={notice} />
      {openId ? (
        <FamilyDetail familyId={openId} onClose={closeFamily} />
      ) : (
        <>
          <form
            className="console-families__search"
            role="search"
            noValidate
            onSubmit={form.handleSubmit((values) => {
              setNotice('');
              setQ(values.q);
            })}
          >
            <label htmlFor="families-q">Search by name, email or town</label>
            <div className="console-families__search-row">
              <input
                id="families-q"
                type="search"
                autoComplete="off"
                {...form.register('q')}
                aria-invalid={form.formState.errors.q ? true : undefined}
              />
              <button type="submit" className="button-primary">
                Search
              </button>
            </div>
            {form.formState.errors.q && <p className="field-error">{form.formState.errors.q.message}</p>}
          </form>
          <div className="console-card__actions">
            <button
              type="button"
              className="button-secondary"
              disabled={!everyone.data || csv.busy}
              onClick={() => everyone.data && csv.save('members', membersFilename(Date.now()), membersCsv(everyone.data.families))}
            >
              Export members (CSV)
            </button>
            {csv.problem && <p role="alert">{csv.problem}</p>}
          </div>
          <QueryStatus query={list} />
          {list.data?.families.length === 0 && <p>No family matches.</p>}
          {list.data && list.data.families.length > 0 && (
            <ul className="console-list" aria-label="Families found">
              {list.data.families.map((family) => (
                <li key={family.familyId} className="console-card">
                  <h3>{familyName(family)}</h3>
                  <p className="console-card__meta">
                    {family.location} · {family.members.length} member{family.members.length === 1 ? '' : 's'} ·{' '}
                    {APPROVAL_TEXT[family.approval]}
                  </p>
                  <div className="console-card__actions">
                    <button
                      type="button"
                      className="button-secondary"
                      aria-label={`Open ${familyName(family)}'s family`}
                      onClick={() => setOpenId(family.familyId)}
                    >
                      Open
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FocusableSection>
  );
}

function FamilyDetail({ familyId, onClose }: { familyId: string; onClose(message?: string): void }) {
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

interface MemberSummaryProps {
  member: ConsoleMember;
  busy: boolean;
  onEdit(): void;
  onRelease(): void;
  onRemove(): void;
}

/** One member of an opened family, with what the committee can do to it; a release or a removal is asked about first. */
function MemberSummary({ member, busy, onEdit, onRelease, onRemove }: MemberSummaryProps) {
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
