import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type MemoryRouterProps } from 'react-router-dom';

/** A path, or a history entry with its state (`{ pathname, state }`). */
type Entry = NonNullable<MemoryRouterProps['initialEntries']>[number];

type RouteOptions = {
  /** A layout route (the shell, the signed-in area) whose outlet shows `routes`. */
  layout?: ReactNode;
  /** Routes (path: element) beside the layout, outside it. */
  beside?: Record<string, ReactNode>;
  /** What stands around the routes inside the router, e.g. an error boundary. */
  around?: (routes: ReactNode) => ReactNode;
};

const routeList = (routes: Record<string, ReactNode>) =>
  Object.entries(routes).map(([path, element]) => <Route key={path} path={path} element={element} />);

/** These routes (path: element) in a memory router opened at `at`, as the app would hold them: an element to render or rerender. */
export function routesAt(
  at: Entry,
  routes: Record<string, ReactNode>,
  { layout, beside = {}, around = (inner) => inner }: RouteOptions = {},
) {
  const inner = (
    <Routes>
      {layout === undefined ? routeList(routes) : <Route element={layout}>{routeList(routes)}</Route>}
      {routeList(beside)}
    </Routes>
  );
  return <MemoryRouter initialEntries={[at]}>{around(inner)}</MemoryRouter>;
}

/** Renders these routes (path: element) in a memory router opened at `at`, as the app would show them. */
export function renderRoutes(at: Entry, routes: Record<string, ReactNode>, options?: RouteOptions) {
  return render(routesAt(at, routes, options));
}
