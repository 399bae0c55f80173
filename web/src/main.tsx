import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.tsx';
import { reloadOnce } from './app/chunk-reload.ts';
import './app/global.css';

// Vite reports a chunk or stylesheet it could not preload (gone since a deploy): reload once to get
// the new index.html; if that was just tried, let the error reach the page's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
