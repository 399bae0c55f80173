import { NavLink, Route, Routes } from 'react-router-dom';
import { PanelBoundary } from '@web/ui/panel-boundary.tsx';
import { CONSOLE_SECTIONS, type ConsoleSectionEntry } from './console-sections.tsx';
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

/** The console's navigation (a wrapping row of links, fine at phone width) and the chosen section. */
export function ConsoleLayout() {
  return (
    <div className="console-layout">
      <nav className="console-nav" aria-label="Console sections">
        <ul>
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path === '' ? pathTo('committee-console') : `${pathTo('committee-console')}/${section.path}`} end>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {CONSOLE_SECTIONS.map((section) =>
          section.path === '' ? (
            <Route key="index" index element={shown(section)} />
          ) : (
            <Route key={section.path} path={section.path} element={shown(section)} />
          ),
        )}
      </Routes>
    </div>
  );
}
