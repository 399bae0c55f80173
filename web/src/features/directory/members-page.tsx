import { MEMBERS_ONLY_DIRECTORY_MESSAGE } from '@edma/contract/privacy-texts';
import type { DirectoryFamily } from '@edma/contract/family';
import { Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { usePublicJson } from '../../api/use-public-json.ts';
import { useSignedInHere } from '../../lib/use-signed-in-here.ts';
import { SignedInDirectoryContext } from '../../lib/signed-in-directory.ts';
import { DirectoryFilters } from './directory-filters.tsx';
import { DirectorySummaryLine } from './directory-summary-line.tsx';
import { FamilyCard } from './family-card.tsx';
import { EMPTY_FILTERS, filterFamilies, indexFamilies, summarise, type DirectoryFilters as Filters } from './filter-families.ts';
import { pageCount, pageSlice } from './paginate.ts';
import { Pagination } from './pagination.tsx';
import { useFamilies } from './use-families.ts';
import { pathTo } from '../../app/route-table.ts';
import './directory.css';

// The contract (and its schema library) comes when the page asks, after it paints.
const audienceEndpoint = () => import('@edma/contract/privacy').then((contract) => contract.PRIVACY_API.directoryAudience);

export default function MembersPage() {
  const visitors = useFamilies();
  const audience = usePublicJson(audienceEndpoint, 'directory audience').state;
  // Someone signed in on this device may be a member: the signed-in part (under AuthRoot) then gives every name.
  const signedIn = useSignedInHere();
  const [forMembers, setForMembers] = useState<DirectoryFamily[] | null>(null);
  const loading = visitors.loading && !forMembers;
  const families = forMembers ?? visitors.families;
  const membersOnly = !forMembers && audience.status === 'ready' && audience.data.directory === 'members';
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Lower-cased text and ages are worked out once per load; typing in a filter only re-filters.
  const indexed = useMemo(() => indexFamilies(families), [families]);
  // Typing stays responsive with a large directory: the list catches up a moment later.
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(() => filterFamilies(indexed, deferredFilters), [indexed, deferredFilters]);
  const summary = useMemo(() => summarise(shown), [shown]);
  const pages = pageCount(shown.length);
  const current = Math.min(page, Math.max(1, pages));
  const onPage = useMemo(() => pageSlice(shown, current), [shown, current]);

  function changeFilters(change: Partial<Filters>) {
    setFilters((previous) => ({ ...previous, ...change }));
    setPage(1);
  }

  function goToPage(next: number) {
    setPage(next);
    listRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div className="directory">
      <h1>Family Members</h1>
      {signedIn && (
        <SignedInDirectoryContext value={setForMembers}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </SignedInDirectoryContext>
      )}
      <DirectoryFilters filters={filters} onChange={changeFilters} />
      <div ref={listRef} className="directory__results">
        {loading ? (
          <p className="directory__status" role="status">
            Loading...
          </p>
        ) : membersOnly && families.length === 0 ? (
          <p className="directory__status" role="status">
            {MEMBERS_ONLY_DIRECTORY_MESSAGE} <Link to={pathTo('login')}>Sign in</Link> to see it.
          </p>
        ) : shown.length === 0 ? (
          <p className="directory__status" role="status">
            No families found.
          </p>
        ) : (
          <>
            <DirectorySummaryLine summary={summary} />
            <ul className="directory__list" aria-label="Families">
              {onPage.map((entry) => (
                <FamilyCard
                  key={entry.family.id}
                  entry={entry}
                  expanded={expandedId === entry.family.id}
                  onToggle={(id) => setExpandedId((open) => (open === id ? null : id))}
                />
              ))}
            </ul>
            <Pagination page={current} count={pages} onPage={goToPage} />
          </>
        )}
      </div>
    </div>
  );
}
