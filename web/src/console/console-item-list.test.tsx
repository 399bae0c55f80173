import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleItemList } from './console-item-list.tsx';

const people = [
  { id: 'a', name: 'Anu' },
  { id: 'b', name: 'Biju' },
];

describe('ConsoleItemList', () => {
  it('is a numbered list named by its heading when the page shows the items in order', () => {
    render(
      <ConsoleItemList heading="People on the page" emptyText="Nobody yet." items={people} ordered>
        {(person, index) => <li key={person.id}>{`${index + 1}: ${person.name}`}</li>}
      </ConsoleItemList>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'People on the page' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'People on the page' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1: Anu', '2: Biju']);
    expect(screen.queryByText('Nobody yet.')).not.toBeInTheDocument();
  });

  it('is a plain list otherwise, with its description under the heading', () => {
    render(
      <ConsoleItemList heading="Upcoming events" emptyText="No upcoming events." items={people} description={<p>Soonest first.</p>}>
        {(person) => <li key={person.id}>{person.name}</li>}
      </ConsoleItemList>,
    );
    expect(screen.getByRole('list', { name: 'Upcoming events' }).tagName).toBe('UL');
    expect(screen.getByText('Soonest first.')).toBeInTheDocument();
  });

  it('says its empty text instead of an empty list', () => {
    render(
      <ConsoleItemList heading="Albums" emptyText="No albums yet." items={[] as typeof people} ordered>
        {(person) => <li key={person.id}>{person.name}</li>}
      </ConsoleItemList>,
    );
    expect(screen.getByText('No albums yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
