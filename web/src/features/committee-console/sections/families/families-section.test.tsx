import type { ConsoleFamily } from '@edma/contract/console-families';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleSession } from '../../console-session.tsx';
import { FamiliesSection } from './families-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const family = (familyId: string, head: string, location: string): ConsoleFamily => ({
  familyId,
  house_no: '12',
  address_line: 'Harbour Road',
  postal_code: 'EX12 2AB',
  location,
  membership_type: 'Gold',
  approval: 'approved',
  created_at_ms: 0,
  members: [
    {
      id: `${familyId}-1`,
      name: head,
      email: `${familyId}@gmail.com`,
      phone: '07700 900123',
      dob: '1984-02-03',
      has_photo: true,
      photo_public: true,
    },
    { id: `${familyId}-2`, name: 'Child', email: '', phone: '', dob: null, has_photo: false, photo_public: false },
  ],
});

let families: ConsoleFamily[];
let gets: string[];
let posts: Array<{ url: string; body: Record<string, unknown> }>;

beforeEach(() => {
  families = [family('f1', 'Anu Thomas', 'Seaton'), family('f2', 'Joseph Kurian', 'Exmouth')];
  gets = [];
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://site');
      if ((init.method ?? 'GET') === 'GET') {
        gets.push(url);
        if (parsed.pathname.endsWith('/family')) {
          const found = families.find((f) => f.familyId === parsed.searchParams.get('familyId'));
          return found
            ? json(200, { success: true, family: found, invitations: [] })
            : json(404, { success: false, message: 'Family not found.' });
        }
        const q = (parsed.searchParams.get('q') ?? '').toLowerCase();
        const matches = families.filter((f) => !q || JSON.stringify(f).toLowerCase().includes(q));
        return json(200, { success: true, families: matches, truncated: false });
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ url, body });
      if (parsed.pathname.endsWith('/erase')) {
        families = families.filter((f) => f.familyId !== body.familyId);
        return json(200, { success: true, message: 'The family was erased.', members: 2, photos: 1 });
      }
      if (parsed.pathname.endsWith('/update')) return json(200, { success: true, message: 'The family was updated.' });
      return json(409, { success: false, message: 'x@gmail.com is the only address that can sign in to family f1.' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSection = () =>
  render(
    <ConsoleSession idToken={async () => 'token-chair'}>
      <FamiliesSection />
    </ConsoleSession>,
  );

describe('FamiliesSection', () => {
  it('lists every family and searches by the typed text', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Families found' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Anu Thomas', 'Joseph Kurian']);
    await userEvent.type(screen.getByLabelText('Search by name, email or town'), 'exmouth{Enter}');
    await screen.findByText(/Exmouth · 2 members/);
    expect(
      within(screen.getByRole('list', { name: 'Families found' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Joseph Kurian']);
    expect(gets.some((url) => url.endsWith('?q=exmouth'))).toBe(true);
  });

  it('opens a family and erases it only after the confirmation, with the family id as confirmation', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: "Open Anu Thomas's family" }));
    const title = await screen.findByRole('heading', { name: "Anu Thomas's family" });
    expect(title).toHaveFocus();
    expect(screen.getByText(/f1@gmail.com · 07700 900123 · 1984-02-03 · photo \(public\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase this family' }));
    expect(posts).toEqual([]);
    const confirm = screen.getByRole('button', { name: "Yes, erase Anu Thomas's family" });
    expect(confirm).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Erase this family' }));
    await userEvent.click(screen.getByRole('button', { name: "Yes, erase Anu Thomas's family" }));
    expect(await screen.findByText("Anu Thomas's family: The family was erased.")).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/committee/families/erase', body: { familyId: 'f1', confirm: 'f1' } }]);
    expect(screen.getByRole('heading', { name: 'Families' })).toHaveFocus();
    await screen.findByText(/Exmouth/);
    expect(screen.queryByText('Anu Thomas')).toBeNull();
  });

  it('shows the server refusal when an email cannot be released', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: "Open Anu Thomas's family" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Release email f1@gmail.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is the only address that can sign in');
    expect(posts).toEqual([{ url: '/api/committee/families/release-email', body: { email: 'f1@gmail.com' } }]);
  });

  it('edits the family with the contract schema: Other needs its text, and the text is sent', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: "Open Anu Thomas's family" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit the family' });
    await userEvent.selectOptions(within(form).getByLabelText('Location'), 'Other');
    await userEvent.click(within(form).getByRole('button', { name: 'Save family' }));
    expect(await within(form).findByText('Specify other location.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Other location')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Other location'), 'Beer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('The family was updated.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        url: '/api/committee/families/update',
        body: {
          familyId: 'f1',
          house_no: '12',
          address_line: 'Harbour Road',
          postal_code: 'EX12 2AB',
          location: 'Other',
          otherLocation: 'Beer',
          membership_type: 'Gold',
          otherMembership: '',
        },
      },
    ]);
  });
});
