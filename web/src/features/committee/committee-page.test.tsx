import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMITTEE } from '../../content/committee.ts';
import CommitteePage from './committee-page.tsx';

describe('committee page', () => {
  it('shows the 11 executive committee members with call and messaging links', () => {
    render(<CommitteePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Executive Committee Members' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(11);
    const roles = cards.map((card) => card.querySelector('.committee__role')?.textContent);
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

  it("builds each card's links from that person's phone number and names the role in them", () => {
    render(<CommitteePage />);
    const cards = screen.getAllByRole('listitem');
    COMMITTEE.forEach((person, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { name: person.name })).toBeInTheDocument();
      expect(within(card).getByRole('img')).toHaveAttribute('src', person.image);
      const call = within(card).getByRole('link', { name: new RegExp(`^Call .*${person.role}`) });
      expect(call).toHaveAttribute('href', `tel:+${person.phoneDigits}`);
      const message = within(card).getByRole('link', { name: new RegExp(`^Message .*${person.role}`) });
      expect(message).toHaveAttribute('href', `https://wa.me/${person.phoneDigits}`);
    });
    expect(new Set(COMMITTEE.map((person) => person.phoneDigits)).size).toBe(11);
  });
});
