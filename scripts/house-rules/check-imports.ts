/**
 * `npm run check:imports` (and `npm test`): the house rules on imports hold across the repository, and there is no
 * import cycle. Prints each broken rule with the import that breaks it and exits 1.
 */
import { pathToFileURL } from 'node:url';
import { type ImportEdge, importCycles, importsOf, sourceFiles } from './import-graph';
import { brokenRules, IMPORT_RULES } from './import-rules';

export const CHECKED_DIRS = ['contract', 'src', 'server', 'tests', 'bench', 'scripts'];

/** Every problem found under `root`, one line each; none when the house rules hold. */
export function importProblems(root: string, dirs = CHECKED_DIRS, rules = IMPORT_RULES): string[] {
  const edges: ImportEdge[] = sourceFiles(root, dirs).flatMap((file) => importsOf(root, file));
  const problems = edges.flatMap((edge) =>
    brokenRules(edge.from, edge.to, rules).map((rule) => `${rule.name}: ${edge.from} → ${edge.to} (${rule.why})`),
  );
  for (const cycle of importCycles(edges)) problems.push(`no-cycle: ${cycle.join(' ⇄ ')}`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const problems = importProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`imports: ${problems.length} problem(s) in ${took} s`);
  process.exit(problems.length > 0 ? 1 : 0);
}
