import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.tsx';

/**
 * A route's first view as HTML, written into its page at build time (see `prerender` in
 * route-meta.ts). It waits for every lazy page on the way, so the HTML is the page itself, not its
 * loading line; the browser hydrates it (main.tsx), so it must be what the app first renders there.
 */
export async function prerenderRoute(path: string): Promise<string> {
  // An error inside a page would leave its loading line in the HTML and be reported only in a log:
  // the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
