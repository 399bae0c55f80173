import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from './chat-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './shell.css';

/** Header, footer and chat button around every page. */
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

  return (
    <>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <aside aria-label="Chat">
        <ChatButton />
      </aside>
    </>
  );
}
