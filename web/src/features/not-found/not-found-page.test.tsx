import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page.tsx';
import { renderRoutes } from '../../test/render-routes.tsx';

describe('not-found page', () => {
  it('says the page was not found and links back home', async () => {
    const user = userEvent.setup();
    renderRoutes('/an-unknown-page', { '/': <p>Home content</p>, '*': <NotFoundPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });
});
