import type { Page } from '@playwright/test';

/**
 * Collects what a visitor would never see but a broken page leaves behind: console errors, uncaught
 * page errors and Content-Security-Policy violations (reported from inside the page). Call before the
 * first `goto`; the returned list fills as the page runs.
 */
export async function watchPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber} ${event.sample})`,
      );
    });
  });
  return problems;
}
