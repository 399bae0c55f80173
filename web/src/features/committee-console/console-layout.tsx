import { NavLink, Route, Routes } from 'react-router-dom';
import { CONSOLE_SECTIONS } from './console-sections.tsx';

/** The console's navigation (a wrapping row of links, fine at phone width) and the chosen section. */
export function ConsoleLayout() {
  return (
    <div className="console-layout">
      <nav className="console-nav" aria-label="Console sections">
        <ul>
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path === '' ? '/committee-console' : `/committee-console/${section.path}`} end>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {CONSOLE_SECTIONS.map((section) =>
          section.path === '' ? (
            <Route key="index" index element={section.element} />
          ) : (
            <Route key={section.path} path={section.path} element={section.element} />
          ),
        )}
      </Routes>
    </div>
  );
}
