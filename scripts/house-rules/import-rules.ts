/**
 * The house rules on imports (ARCHITECTURE.md §4, rules 1 and 2). Paths are relative to the repository's root.
 * A rule forbids an import whose importer matches `from` (and not `fromNot`) and whose target matches `to`
 * (and not `toNot`); `toNot` may use the importer's first `from` group, written `$1`.
 */
export interface ImportRule {
  name: string;
  why: string;
  from: RegExp;
  fromNot?: RegExp;
  to: RegExp;
  toNot?: string;
}

const TEST_FILE = /\.(test|spec)\.tsx?$/;

export const IMPORT_RULES: ImportRule[] = [
  {
    name: 'feature-to-feature',
    why: 'features do not import each other; routes compose them, shared pieces live in src/components or src/lib',
    from: /^src\/features\/([^/]+)\//,
    to: /^src\/features\//,
    toNot: '^src/features/$1/',
  },
  {
    name: 'client-to-server',
    why: 'the client (page and worker) never imports the server',
    from: /^src\//,
    to: /^server\//,
  },
  {
    name: 'server-to-client',
    why: 'the server imports only contract/ besides its own files',
    from: /^server\//,
    to: /^src\//,
  },
  {
    name: 'contract-is-shared-ground',
    why: 'contract/ imports only contract/ and npm packages: both sides use it',
    from: /^contract\//,
    to: /^(src|server|tests|bench|scripts)\//,
  },
  {
    name: 'worker-part-is-worker-safe',
    why: 'src/offline/worker is the service worker and what it bundles: it imports only itself and contract/',
    from: /^src\/offline\/worker\//,
    fromNot: TEST_FILE,
    to: /^(src|server|tests)\//,
    toNot: '^src/offline/worker/',
  },
  {
    name: 'layers-point-one-way',
    why: 'contract → src/lib, src/i18n, src/components → src/offline/page → src/features → src/routes: nothing imports a layer above it',
    from: /^src\/(lib|i18n|components)\//,
    to: /^src\/(features|routes|offline\/page)\//,
  },
  {
    name: 'offline-below-features',
    why: 'the offline code (src/offline) serves the features and screens, it never imports them',
    from: /^src\/offline\//,
    to: /^src\/(features|routes|components)\//,
  },
  {
    name: 'features-below-routes',
    why: 'features never import routes',
    from: /^src\/features\//,
    to: /^src\/routes\//,
  },
  {
    name: 'app-code-without-test-harness',
    why: 'code that ships never imports the test harness (server/testing, tests/)',
    from: /^(src|server|contract)\//,
    fromNot: /\.(test|spec)\.tsx?$|^server\/testing\//,
    to: /^(tests|server\/testing)\//,
  },
];

/** The rules an import from `importer` to `target` breaks (both repository-relative paths). */
export function brokenRules(importer: string, target: string, rules = IMPORT_RULES): ImportRule[] {
  return rules.filter((rule) => {
    const from = rule.from.exec(importer);
    if (!from || rule.fromNot?.test(importer) || !rule.to.test(target)) return false;
    if (!rule.toNot) return true;
    const toNot = rule.toNot.replace('$1', (from[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return !new RegExp(toNot).test(target);
  });
}
