import { test } from '@playwright/test';

/**
 * Contexts a test opens from the worker's shared browser outlive the test (only the `context` and
 * `page` fixtures are closed for it): a console page left open goes on reading its live figures
 * every second through every later test. Called at the top of each spec that opens its own and
 * uses neither fixture (whose context this would close before Playwright's failure screenshot).
 */
export function closeOwnContextsAfterEach() {
  test.afterEach(async ({ browser }) => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  });
}
