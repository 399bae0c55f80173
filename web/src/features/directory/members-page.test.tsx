import type { DirectoryFamily } from '@edma/contract/family';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import MembersPage from './members-page.tsx';

const family = (
  id: string,
  location: string,
  membership_type: string,
  members: { name: string; age?: number | null; photo_path?: string | null }[],
): DirectoryFamily => ({
  id,
  location,
  membership_type,
  members: members.map((m) => ({ name: m.name, age: m.age ?? null, dob: null, photo_path: m.photo_path ?? null })),
});

const SMALL: DirectoryFamily[] = [
  family('f1', 'Seaton', 'Gold', [
    { name: 'Anil Nair', age: 44, photo_path: 'photos/f1/anil.webp' },
    { name: 'Chinnu Nair', age: 3 },
  ]),
  family('f2', 'Honiton', 'Silver', [{ name: 'Deepa Menon', age: 13 }]),
  family('f3', 'Exeter', 'Life', [{ name: 'Faisal Pillai' }]),
  family('f4', 'Sidmouth', 'Gold', []),
];

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    family(`m${i + 1}`, i % 2 ? 'Seaton' : 'Honiton', 'Gold', [{ name: `Person ${i + 1}`, age: 34 }]),
  );

const FAMILIES = '/api/get_families.php';
/** The directory the API answers. */
const serve = (body: unknown, status = 200) => stubFetch({ [FAMILIES]: json(status, body) }).calls;

afterEach(() => {
  vi.restoreAllMocks();
});

const cards = () => screen.getAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));
/** Serves these families (the small set by default), opens the page and waits for the first card; gives the user. */
async function openDirectory(families: DirectoryFamily[] = SMALL) {
  const user = userEvent.setup();
  serve(families);
  render(<MembersPage />);
  await screen.findByText(families[0]!.members[0]!.name);
  return user;
}

const heads = () =>
  within(screen.getByRole('list', { name: 'Families' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.querySelector('.family-card__head')?.textContent);

describe('MembersPage', () => {
  it('shows Loading... and then the families from one request', async () => {
    const calls = serve(SMALL);
    render(<MembersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Family Members' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Anil Nair')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(heads()).toEqual(['Anil Nair', 'Deepa Menon', 'Faisal Pillai', 'N/A']);
    expect(calls.map((call) => call.url)).toEqual([FAMILIES]);
  });

  it('summarises families, members and age bands of what is shown', async () => {
    serve(SMALL);
    render(<MembersPage />);
    await screen.findByText('Anil Nair');
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent('4 families, 4 members. Babies (0-5): 1, Kids (6-12): 0, Teenagers (13-18): 1, Adults (over 18): 1');
    await userEvent.setup().selectOptions(screen.getByLabelText('Location'), 'Seaton');
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 family, 2 members. Babies (0-5): 1, Kids (6-12): 0, Teenagers (13-18): 0, Adults (over 18): 1',
    );
  });

  it('says "No families found." and logs when loading fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<MembersPage />);
    expect(await screen.findByText('No families found.')).toBeInTheDocument();
    // Logged by an effect after the failed state is drawn: it may come a moment after the text.
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "No families found." and logs when the answer has the wrong shape', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ success: false, message: 'boom' }, 500);
    render(<MembersPage />);
    expect(await screen.findByText('No families found.')).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
  });

  it('says "No families found." for an empty directory', async () => {
    serve([]);
    render(<MembersPage />);
    expect(await screen.findByText('No families found.')).toBeInTheDocument();
  });

  it('narrows by name and age and says "No families found." when nothing matches', async () => {
    const user = await openDirectory();
    await user.type(screen.getByLabelText('Member Name'), 'chinnu');
    expect(heads()).toEqual(['Anil Nair']);
    await user.type(screen.getByLabelText('Age'), '3');
    expect(heads()).toEqual(['Anil Nair']);
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '44');
    expect(screen.getByText('No families found.')).toBeInTheDocument();
  });

  it('reveals "Specify other location" for location Other and filters by it', async () => {
    const user = await openDirectory();
    expect(screen.queryByPlaceholderText('Specify other location')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Location'), 'Other');
    const other = screen.getByPlaceholderText('Specify other location');
    expect(other).toHaveAccessibleName('Other location');
    expect(heads()).toEqual(['Faisal Pillai']);
    await user.type(other, 'plymouth');
    expect(screen.getByText('No families found.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Location'), 'All');
    expect(screen.queryByPlaceholderText('Specify other location')).not.toBeInTheDocument();
  });

  it('reveals "Specify other type" for membership Other and filters by it', async () => {
    const user = await openDirectory();
    expect(screen.queryByPlaceholderText('Specify other type')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Membership Type'), 'Other');
    await user.type(screen.getByPlaceholderText('Specify other type'), 'LIF');
    expect(heads()).toEqual(['Faisal Pillai']);
    await user.selectOptions(screen.getByLabelText('Membership Type'), 'Gold');
    expect(heads()).toEqual(['Anil Nair', 'N/A']);
  });

  it('expands one family at a time', async () => {
    const user = userEvent.setup();
    serve(SMALL);
    render(<MembersPage />);
    const first = await screen.findByRole('button', { name: /Anil Nair/ });
    const second = screen.getByRole('button', { name: /Deepa Menon/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Chinnu Nair')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Chinnu Nair')).toBeVisible();
    expect(screen.getByText('Age 3')).toBeInTheDocument();

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Chinnu Nair')).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(cards().every((c) => c.getAttribute('aria-expanded') !== 'true')).toBe(true);
  });

  it('says the age of a child shown without consent once: "Child, 10", not "Child, 10 Age 10"', async () => {
    const user = await openDirectory([
      family('f9', 'Seaton', 'Gold', [
        { name: 'Leela Varma', age: 40 },
        { name: 'Child, 10', age: 10 },
      ]),
    ]);
    await user.click(screen.getByRole('button', { name: /Leela Varma/ }));
    const child = screen.getByText('Child, 10').closest('li')!;
    expect(child).toHaveTextContent(/^Child, 10$/);
    expect(screen.queryByText('Age 10')).not.toBeInTheDocument();
    expect(screen.getByText('Age 40')).toBeInTheDocument();
  });

  it('shows member photos from /api/ and the placeholder otherwise', async () => {
    const user = userEvent.setup();
    serve(SMALL);
    const { container } = render(<MembersPage />);
    await user.click(await screen.findByRole('button', { name: /Anil Nair/ }));
    const srcs = [...container.querySelectorAll('.family-card--open .family-card__members img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/api/photos/f1/anil.webp', '/images/placeholder-avatar.svg']);
    const memberless = screen.getByRole('button', { name: /N\/A/ });
    expect(memberless.querySelector('img')).toHaveAttribute('src', '/images/placeholder-avatar.svg');
  });

  it('falls back to the placeholder when a photo fails to load', async () => {
    serve(SMALL);
    render(<MembersPage />);
    const card = await screen.findByRole('button', { name: /Anil Nair/ });
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/api/photos/f1/anil.webp');
    img.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(img).toHaveAttribute('src', '/images/placeholder-avatar.svg'));
  });

  it('has no pagination for up to 10 families', async () => {
    serve(many(10));
    render(<MembersPage />);
    await screen.findByText('Person 1');
    expect(heads()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages 10 families at a time with Prev, numbers and Next', async () => {
    const user = await openDirectory(many(25));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const prev = within(nav).getByRole('button', { name: 'Prev' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Prev', '1', '2', '3', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(prev).toBeDisabled();
    expect(heads()).toHaveLength(10);

    await user.click(next);
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(heads()[0]).toBe('Person 11');

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(heads()).toEqual(['Person 21', 'Person 22', 'Person 23', 'Person 24', 'Person 25']);
    expect(next).toBeDisabled();

    await user.click(prev);
    expect(heads()[0]).toBe('Person 11');
  });

  it('goes back to page 1 on any filter change', async () => {
    const user = await openDirectory(many(45));
    const goToPage3 = async () => {
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    };
    const onPage1 = () => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await goToPage3();
    await user.selectOptions(screen.getByLabelText('Membership Type'), 'Gold');
    onPage1();

    await goToPage3();
    await user.type(screen.getByLabelText('Member Name'), 'person');
    onPage1();

    await goToPage3();
    await user.type(screen.getByLabelText('Age'), '3');
    // Nobody is 3: the list is empty rather than stuck on a page that no longer exists.
    expect(screen.getByText('No families found.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Age'));
    onPage1();

    await goToPage3();
    await user.selectOptions(screen.getByLabelText('Location'), 'Seaton');
    onPage1();
    // 22 of the 45 are in Seaton: three pages again, starting at the first.
    expect(heads()[0]).toBe('Person 2');
  });
});
