import { test } from '@playwright/test';
import { builtInContent } from '../support/built-in-content.ts';

/** The document `content/{name}` of a spec file, from the built-in content (support/built-in-content.ts). Call at the top of the file. */
export function useBuiltInContent(name: string): void {
  const content = builtInContent(name);
  test.beforeAll(() => content.clear());
  test.afterAll(() => content.restore());
}
