import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../app/page-error-boundary.tsx';
import { documentTitle, metaForPath } from '../app/route-meta.ts';
import { SiteContactProvider } from '../content/site-contact.tsx';
import { ChatButton } from './chat-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './shell.css';

/** Header, footer and chat button around every page (the door screen without the button), with the association's contact details for all of them. */
export function Layout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // A new page starts at the top, and keyboard and screen-reader users land on its content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo?.(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  // Each route names itself in the tab, in history and in bookmarks.
  useEffect(() => {
    document.title = documentTitle(metaForPath(pathname));
  }, [pathname]);

  const { withoutChatButton } = metaForPath(pathname);
  return (
    <SiteContactProvider>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        {/* A new page gets a fresh boundary, so an error on one page does not follow to the next. */}
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      {!withoutChatButton && (
        <aside aria-label="Chat">
          <ChatButton />
        </aside>
      )}
    </SiteContactProvider>
  );
}
