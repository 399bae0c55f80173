import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.tsx';
import { reloadOnce } from './app/chunk-reload.ts';
import './app/global.css';

// Zod probes `new Function` to compile faster parsers; the Content-Security-Policy forbids eval, and
// the probe alone is a reported violation. The forms parse the same without it. This is the global
// that z.config() writes (shared by every copy of zod); setting it here keeps zod out of the entry
// chunk, which the home page's budget counts.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Vite reports a chunk or stylesheet it could not preload (gone since a deploy): reload once to get
// the new index.html; if that was just tried, let the error reach the page's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
if (container.hasChildNodes()) {
  // A page prerendered at build time (prerender.tsx) is already on screen: take it over. In a
  // transition, so the work is done in short slices and the page answers input meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
