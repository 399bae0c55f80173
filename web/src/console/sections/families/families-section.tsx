import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import type { ParsedRequestOf, RequestOf } from '@edma/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiQuery } from '@web/api/use-api.ts';
import { useAuditedCsv } from '../../use-audited-csv.ts';
import { membersCsv, membersFilename } from './members-csv.ts';
import './families-section.css';
import { SectionFeedback } from '../../section-feedback.tsx';
import { QueryStatus } from '../../query-status.tsx';
import { FocusableSection } from '../../focusable-section.tsx';
import { FamilyDetail } from './family-detail.tsx';
import { APPROVAL_TEXT, familyName } from './family-labels.ts';

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
