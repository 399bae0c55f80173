import { EXECUTIVE_COMMITTEE_SEED, type ExecutivePerson } from '@edma/contract/executive-committee';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, offline, stubFetch } from '../../test/fetch-stub.ts';
import ExecutiveCommitteePage from './executive-committee-page.tsx';

const PEOPLE = '/api/content/committee.json';
const answer = (people: readonly ExecutivePerson[]) => json(200, { success: true, people });

describe('committee page', () => {
  it('loads the 11 executive committee members from the API, with call and messaging links', async () => {
    const api = stubFetch({ [PEOPLE]: answer(EXECUTIVE_COMMITTEE_SEED) });
    render(<ExecutiveCommitteePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Executive Committee Members' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const cards = await screen.findAllByRole('listitem');
    expect(api.calls.map((call) => call.url)).toEqual([PEOPLE]);
    expect(cards).toHaveLength(11);
    const roles = cards.map((card) => card.querySelector('.executive-committee__role')?.textContent);
    expect(roles.slice(0, 6)).toEqual(['President', 'Vice President', 'Secretary', 'Joint Secretary', 'Treasurer', 'Joint Treasurer']);
    expect(roles.slice(6)).toEqual(Array(5).fill('Program Coordinator'));
    for (const card of cards) {
      expect(within(card).getByRole('img')).toHaveAttribute('width');
      const call = within(card).getByRole('link', { name: /^Call / });
      const message = within(card).getByRole('link', { name: /^Message / });
      const digits = call.getAttribute('href')!.replace('tel:+', '');
      expect(digits).toMatch(/^\d+$/);
      expect(message).toHaveAttribute('href', `https://wa.me/${digits}`);
      expect(message).toHaveAttribute('target', '_blank');
      expect(message.getAttribute('rel')).toContain('noopener');
    }
  });

  it("builds each card's links from that person's phone number, names the role in them, and shows the placeholder without a photo", async () => {
    const people: ExecutivePerson[] = [
      {
        id: 'p1',
        role: 'President',
        name: 'Anu Thomas',
        phoneDigits: '447700900111',
        image: '/api/content/committee/p1-0123456789abcdef-thumb.webp',
      },
      { id: 'p2', role: 'Auditor', name: 'Mini Joseph', phoneDigits: '919847012345', image: '' },
    ];
    stubFetch({ [PEOPLE]: answer(people) });
    render(<ExecutiveCommitteePage />);
    const cards = await screen.findAllByRole('listitem');
    people.forEach((person, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { name: person.name })).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: person.name })).toHaveAttribute('src', person.image || '/images/placeholder-avatar.svg');
      expect(within(card).getByRole('link', { name: `Call ${person.name}, ${person.role}` })).toHaveAttribute(
        'href',
        `tel:+${person.phoneDigits}`,
      );
      expect(within(card).getByRole('link', { name: new RegExp(`^Message ${person.name}, ${person.role}`) })).toHaveAttribute(
        'href',
        `https://wa.me/${person.phoneDigits}`,
      );
    });
  });

  it('says when the committee could not be loaded, and tries again on request', async () => {
    stubFetch({ [PEOPLE]: [offline, answer(EXECUTIVE_COMMITTEE_SEED)] });
    const user = userEvent.setup();
    render(<ExecutiveCommitteePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The committee could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(11);
  });
});
