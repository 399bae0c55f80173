import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page.tsx';

describe('not-found page', () => {
  it('says the page was not found and links back home', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/an-unknown-page']}>
        <Routes>
          <Route path="/" element={<p>Home content</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });
});
