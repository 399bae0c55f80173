/** Import boundaries: no cycles, features stand alone, public pages never pull in Firebase. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports must point one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-stand-alone',
      severity: 'error',
      comment: 'A feature may use shared code (ui, lib, api, firebase, content, contract) but not another feature.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'public-pages-without-firebase',
      severity: 'error',
      comment: 'Public pages load fast: Firebase only loads (lazily) under web/src/firebase/auth-root.tsx and with the draw pages.',
      from: {
        path: '^web/src/(shell|app|content|ui|lib|api|features/(home|videos|gallery|committee|calendar|contact|not-found|directory|privacy-notice))/',
      },
      to: { path: '(^|/)node_modules/(firebase|@firebase)/|^web/src/firebase/', dynamic: false },
    },
    {
      name: 'public-pages-without-tanstack',
      severity: 'error',
      comment: 'Public pages read with usePublicJson; the signed-in data layer (TanStack) loads with the signed-in routes only.',
      from: {
        path: '^web/src/(shell|app|content|ui|lib|features/(home|videos|gallery|committee|calendar|contact|not-found|directory|privacy-notice))/',
      },
      to: { path: '(^|/)node_modules/@tanstack/|^web/src/api/(api-session|use-api)', dynamic: false },
    },
    {
      name: 'router-verifies-the-caller',
      severity: 'error',
      comment: 'The router verifies the token once per request and hands handlers the caller; no handler verifies it again.',
      from: { path: '^functions/src/', pathNot: '^functions/src/(index\\.ts|auth/|photos/handlers/serve-photo\\.ts)' },
      to: { path: '^functions/src/auth/verify-caller\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-below-the-domains',
      severity: 'error',
      comment: 'The HTTP plumbing serves every domain and imports none: the route table lives in functions/src/routes.ts.',
      from: { path: '^functions/src/http/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/(http|auth|config|errors|store|multipart)/' },
    },
    {
      name: 'store-at-the-bottom',
      severity: 'error',
      comment:
        'functions/src/store holds the stored shapes, the Firestore handle, the audit log and the clock: it imports nothing of the functions above it.',
      from: { path: '^functions/src/store/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/store/' },
    },
    {
      name: 'errors-at-the-bottom',
      severity: 'error',
      comment: 'Domain errors are plain: every layer may throw them, and they import nothing of ours.',
      from: { path: '^functions/src/errors/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/errors/' },
    },
    {
      name: 'domains-import-no-handlers',
      severity: 'error',
      comment: 'Rules and services sit below the HTTP handlers: only routes.ts imports a handlers/ folder.',
      from: { path: '^functions/src/', pathNot: '^functions/src/routes\\.ts$|\\.test\\.ts$' },
      to: { path: '^functions/src/[^/]+/handlers/' },
    },
    {
      name: 'handlers-import-no-handlers',
      severity: 'error',
      comment: "A handler never serves as another handler's library: what two handlers share moves down into the domain.",
      from: { path: '^functions/src/[^/]+/handlers/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/src/[^/]+/handlers/' },
    },
    {
      name: 'routes-on-top',
      severity: 'error',
      comment: 'Only index.ts imports the route table.',
      from: { path: '^functions/src/', pathNot: '^functions/src/index\\.ts$|\\.test\\.ts$' },
      to: { path: '^functions/src/routes\\.ts$' },
    },
    {
      name: 'web-and-functions-apart',
      severity: 'error',
      comment: 'Web and functions share only the contract package.',
      from: { path: '^(web|contract)/' },
      to: { path: '^functions/' },
    },
    {
      name: 'functions-not-web',
      severity: 'error',
      from: { path: '^(functions|contract)/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      from: { pathNot: '\\.(test|spec)\\.[tj]sx?$|^tests/|/test/' },
      to: { path: '\\.(test|spec)\\.[tj]sx?$|^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web/dist[^/]*|functions/lib|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
