import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS } from '../console/console-sections.tsx';
import { documentTitle, metaForPath } from './route-meta.ts';

const tabTitle = (path: string) => documentTitle(metaForPath(path));

describe('route titles', () => {
  it('titles each console section by its own label, as its navigation link reads', () => {
    for (const { path, label } of CONSOLE_SECTIONS) {
      const url = path === '' ? '/committee-console' : `/committee-console/${path}`;
      const expected = path === '' ? 'Committee console - EDMA' : `${label} - Committee console - EDMA`;
      expect(tabTitle(url), url).toBe(expected);
    }
  });

  it('matches console paths as routes do: any case, a trailing slash', () => {
    expect(tabTitle('/Committee-Console/Families/')).toBe('Families - Committee console - EDMA');
  });

  it('keeps "Page not found" for paths that are not routes', () => {
    expect(tabTitle('/no-such-page')).toBe('Page not found - EDMA');
    expect(tabTitle('/committee-console/families/extra')).toBe('Page not found - EDMA');
  });
});
