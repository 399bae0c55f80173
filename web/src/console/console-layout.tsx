import type { ConsoleRole } from '@edma/contract/committee';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { PanelBoundary } from '@web/ui/panel-boundary.tsx';
import { CONSOLE_SECTIONS, sectionsFor, type ConsoleSectionEntry } from './console-sections.tsx';
import { ConsoleRolesContext } from './console-roles.ts';
import { pathTo } from '@web/app/route-table.ts';

/**
 * A section that throws shows its own "could not be shown" below the navigation, which stays usable.
 * The key gives each section a boundary of its own, so another section opens afresh.
 */
const shown = (section: ConsoleSectionEntry) => (
  <PanelBoundary key={section.path} name={section.label}>
    {section.element}
  </PanelBoundary>
);

const addressOf = (section: ConsoleSectionEntry) =>
  section.path === '' ? pathTo('committee-console') : `${pathTo('committee-console')}/${section.path}`;

/**
 * The console's navigation (a wrapping row of links, fine at phone width) and the chosen section:
 * only the sections of the person's roles. Any other section's address (the landing one included)
 * leads to their first section instead, replacing the entry so Back does not return to it.
 */
export function ConsoleLayout({ roles }: { roles: readonly ConsoleRole[] }) {
  const allowed = sectionsFor(roles);
  const first = allowed[0];
  const element = (section: ConsoleSectionEntry) =>
    allowed.includes(section) ? shown(section) : first ? <Navigate to={addressOf(first)} replace /> : null;
  return (
    <ConsoleRolesContext value={roles}>
      <div className="console-layout">
        <nav className="console-nav" aria-label="Console sections">
          <ul>
            {allowed.map((section) => (
              <li key={section.path}>
                <NavLink to={addressOf(section)} end>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Routes>
          {CONSOLE_SECTIONS.map((section) =>
            section.path === '' ? (
              <Route key="index" index element={element(section)} />
            ) : (
              <Route key={section.path} path={section.path} element={element(section)} />
            ),
          )}
        </Routes>
      </div>
    </ConsoleRolesContext>
  );
}
