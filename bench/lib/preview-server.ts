import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALENDAR_API } from '@edma/contract/calendar';
import { EVENT_PAGE_SHELL_PATH } from '@edma/contract/app-shell';
import { eventShareCard } from '@edma/contract/calendar-texts';
import { preview, type Plugin } from 'vite';
import { eventPageHtml } from '../../functions/src/content/handlers/event-share-page.ts';
import { ROOT } from './paths.ts';

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

const DIST = join(ROOT, 'web', 'dist-bench');
const EVENT_PAGE = /^\/calendar\/([A-Za-z0-9_-]+)$/;

/**
 * An event's page as Hosting serves it: through the API's page (event-share-page.ts), which adds
 * the event's share tags and the preload of its booking terms to the build's frame. Here the same
 * function makes it from this build's frame, so the page measured is the one visitors get.
 */
function eventPages(apiOrigin: string): Plugin {
  return {
    name: 'bench-event-pages',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const eventId = EVENT_PAGE.exec(request.url?.split('?')[0] ?? '')?.[1];
        if (request.method !== 'GET' || !eventId) return next();
        void (async () => {
          const answer: unknown = await (await fetch(`${apiOrigin}${CALENDAR_API.events.path}`)).json();
          const event = CALENDAR_API.events.response.parse(answer).events.find((e) => e.id === eventId);
          if (!event) throw new Error(`The calendar has no event ${eventId}`);
          const frame = readFileSync(join(DIST, EVENT_PAGE_SHELL_PATH.slice(1)), 'utf8');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(eventPageHtml(frame, eventShareCard(event), `${apiOrigin}/calendar/${eventId}`, eventId));
        })().catch(next);
      });
    },
  };
}

/**
 * `vite preview` of the production build in web/dist-bench on loopback. `/api` is passed to the
 * Hosting emulator so pages that load data (the directory) work as they would on Hosting, and an
 * event's page is made as the API makes it there.
 */
export async function startPreview(port: number, apiOrigin: string | null): Promise<PreviewServer> {
  const server = await preview({
    root: join(ROOT, 'web'),
    configFile: join(ROOT, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: 'dist-bench' },
    plugins: apiOrigin ? [eventPages(apiOrigin)] : [],
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      proxy: apiOrigin ? { '/api': { target: apiOrigin } } : undefined,
    },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
