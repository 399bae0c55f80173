import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Classes defined once, in web/src/app/global.css. A page's stylesheet stays in the document after a
// client-side visit, so a bare redefinition elsewhere changes them on every page afterwards
// (tests/e2e/shared-styles.spec.ts shows it in the browser for the dashboard).
const WEB_SRC = join(import.meta.dirname, '..', '..', 'web', 'src');
const GLOBAL = join(WEB_SRC, 'app', 'global.css');
const SHARED = /^\.(button-primary|button-secondary|card|visually-hidden)(:[\w-]+(\([^)]*\))?)*$/;

const sheets = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(WEB_SRC, file))
  .filter((file) => file !== GLOBAL);

function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
}

describe('shared classes of global.css', () => {
  it('checks every other stylesheet of the web app', () => {
    expect(sheets.map((file) => relative(WEB_SRC, file))).toContain(join('features', 'dashboard', 'dashboard.css'));
  });

  it('are redefined by no other stylesheet (scoped, or combined with a class of its own, is fine)', () => {
    const bare = sheets.flatMap((file) =>
      selectors(readFileSync(file, 'utf8'))
        .filter((selector) => SHARED.test(selector))
        .map((selector) => `${relative(WEB_SRC, file)}: ${selector}`),
    );
    expect(bare).toEqual([]);
  });

  it('tells a bare redefinition from a scoped one', () => {
    const css = '.x { a: b } .button-primary,\n.button-secondary:hover { c: d } .card .button-primary, .button-primary.danger { e: f }';
    expect(selectors(css).filter((s) => SHARED.test(s))).toEqual(['.button-primary', '.button-secondary:hover']);
  });
});
