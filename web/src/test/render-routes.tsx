import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders these routes (path: element) in a memory router opened at `at`, as the app would show them. */
export function renderRoutes(at: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}
