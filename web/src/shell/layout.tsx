import { Outlet } from 'react-router-dom';

/** Header, footer and chat button around every page (placeholder until the shell lands). */
export function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
