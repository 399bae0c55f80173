import type { ExecutivePerson } from '@edma/contract/executive-committee';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub.ts';
import { answer, openSection, stubConsoleApi, type ConsoleApi, type PostAnswer } from '../../console-test-helpers.tsx';
import { fillAndSubmit, expectInvalid } from '@web/test/form-filling.ts';
import { ExecutiveCommitteeSection } from './executive-committee-section.tsx';

let people: ExecutivePerson[];
let api: ConsoleApi;

beforeEach(() => {
  people = [
    { id: 'member-01', role: 'President', name: 'Anu Thomas', phoneDigits: '447700900001', image: '/images/committee/member-01.webp' },
    { id: 'member-02', role: 'Secretary', name: 'Biju Varghese', phoneDigits: '447700900002', image: '' },
  ];
  api = stubConsoleApi(() => jsonResponse(200, { success: true, people }));
});

const renderSection = (...answers: PostAnswer[]) => openSection(<ExecutiveCommitteeSection />, api, ...answers);

describe('ExecutiveCommitteeSection', () => {
  it('lists the people in page order and adds one with a photo: the number as digits, then the photo', async () => {
    const user = renderSection(
      answer(
        200,
        'Mini Joseph was added to the committee page.',
        () => people.push({ id: 'p3', role: 'Treasurer', name: 'Mini Joseph', phoneDigits: '447700900123', image: '' }),
        { id: 'p3' },
      ),
      answer(
        200,
        'The photo of Mini Joseph was saved.',
        () => (people[2]!.image = '/api/content/committee/p3-0123456789abcdef-thumb.webp'),
      ),
    );
    const list = await screen.findByRole('list', { name: 'People on the page' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Anu Thomas', 'Biju Varghese']);
    expect(cards[0]).toHaveTextContent('President · +447700900001');
    expect(within(cards[0]!).getByRole('img', { name: 'Anu Thomas' })).toHaveAttribute('src', '/images/committee/member-01.webp');
    expect(within(cards[1]!).getByRole('img', { name: 'No photo of Biju Varghese yet' })).toHaveAttribute(
      'src',
      '/images/placeholder-avatar.svg',
    );

    const form = screen.getByRole('form', { name: 'Add a person' });
    await user.type(within(form).getByLabelText('Role'), 'Treasurer');
    await user.type(within(form).getByLabelText('Name'), 'Mini Joseph');
    await user.type(within(form).getByLabelText('Phone'), '07700 900123');
    await user.upload(within(form).getByLabelText('Photo (optional)'), new File(['jpeg'], 'mini.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(api.posts).toEqual([
      { url: '/api/committee/committee-page/add', body: { role: 'Treasurer', name: 'Mini Joseph', phone: '447700900123' } },
      { url: '/api/committee/committee-page/photo', body: { id: 'p3', photo: 'file:mini.jpg' } },
    ]);
    expect(await within(list).findByRole('img', { name: 'Mini Joseph' })).toHaveAttribute(
      'src',
      '/api/content/committee/p3-0123456789abcdef-thumb.webp',
    );
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('refuses a phone number it cannot call, sending nothing', async () => {
    const user = renderSection();
    const form = await screen.findByRole('form', { name: 'Add a person' });
    await fillAndSubmit(user, form, { Role: 'Treasurer', Name: 'Mini Joseph', Phone: 'ask Anu' }, 'Add person');
    await expectInvalid(form, 'Phone', expect.stringContaining('Enter a phone number, such as 07700 900123 or +44 7700 900123.'));
    expect(api.posts).toEqual([]);
  });

  it('edits a person, removes a photo, moves and removes people; a refusal is said and the list refreshed', async () => {
    const user = renderSection(answer(200, 'Anu Mathew was saved.', () => (people[0]!.name = 'Anu Mathew')));
    await user.click(await screen.findByRole('button', { name: 'Edit Anu Thomas, President' }));
    const form = screen.getByRole('form', { name: 'Edit Anu Thomas, President' });
    expect(within(form).getByLabelText('Role')).toHaveFocus();
    expect(within(form).getByLabelText('Phone')).toHaveValue('+447700900001');
    await fillAndSubmit(user, form, { Name: 'Anu Mathew' }, 'Save', { replace: true });
    expect(api.posts[0]).toEqual({
      url: '/api/committee/committee-page/update',
      body: { id: 'member-01', role: 'President', name: 'Anu Mathew', phone: '447700900001' },
    });
    expect(await screen.findByRole('heading', { name: 'Anu Mathew' })).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Remove photo of Biju Varghese, Secretary' })).not.toBeInTheDocument();
    api.postAnswers.push(answer(200, 'The photo of Anu Mathew was removed.', () => (people[0]!.image = '')));
    await user.click(screen.getByRole('button', { name: 'Remove photo of Anu Mathew, President' }));
    expect(api.posts[1]).toEqual({ url: '/api/committee/committee-page/photo/remove', body: { id: 'member-01' } });
    expect(await screen.findByRole('img', { name: 'No photo of Anu Mathew yet' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Move up Anu Mathew, President' })).toBeDisabled();
    api.postAnswers.push(answer(200, 'The order of the committee page was saved.', () => people.reverse()));
    await user.click(screen.getByRole('button', { name: 'Move up Biju Varghese, Secretary' }));
    expect(api.posts[2]).toEqual({ url: '/api/committee/committee-page/order', body: { ids: ['member-02', 'member-01'] } });
    const list = screen.getByRole('list', { name: 'People on the page' });
    await waitFor(() => expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Biju Varghese'));

    api.postAnswers.push(
      answer(
        404,
        'This person is no longer on the committee page; the list has been refreshed.',
        () => (people = people.filter((p) => p.id !== 'member-02')),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Biju Varghese, Secretary' }));
    const confirm = screen.getByRole('button', { name: 'Remove person' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(api.posts[3]).toEqual({ url: '/api/committee/committee-page/remove', body: { id: 'member-02' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This person is no longer on the committee page; the list has been refreshed.',
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Biju Varghese' })).not.toBeInTheDocument());
  });
});
