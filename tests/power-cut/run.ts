/**
 * The power-cut suite (issue 37): `npx tsx tests/power-cut/run.ts [--engine pglite|postgres|both] [--rounds N]
 * [--seed S]`. `npm test` runs a few rounds with a fixed seed; `npm run soak:power` runs 50 or more with a new one.
 * Prints the seed first (a failing seed is kept as a regression run in scripts/test-all.sh), each round, and the
 * figures; exits 1 when a restart failed, or an acknowledged write was lost, applied twice or came back broken.
 */
import { parseArgs } from 'node:util';
import { whyNoLazyfs } from './lazyfs';
import { type Report, runPowerCuts } from './rounds';
import type { Engine } from './stack';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '6' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
  },
});
const engines: Engine[] = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
const rounds = Number(values.rounds);
const seed = Number(values.seed);

const why = whyNoLazyfs();
if (why) {
  console.error(`power cut: cannot run here: ${why}`);
  process.exit(1);
}
console.log(`power cut: seed ${seed}, ${rounds} rounds on ${engines.join(' and ')}`);
const reports: Report[] = [];
for (const engine of engines) reports.push(await runPowerCuts(engine, rounds, seed));

console.log('\nengine   | rounds | restarts ok | acknowledged writes | lost | duplicated | broken images | checked');
let failed = false;
for (const r of reports) {
  const acked = r.rounds.reduce((n, round) => n + round.acked, 0);
  const starts = `${r.rounds.length + 1 - r.startFailures.length} of ${r.rounds.length + 1}`;
  const f = r.findings;
  console.log(
    `${r.engine.padEnd(8)} | ${String(r.rounds.length).padStart(6)} | ${starts.padStart(11)} | ${String(acked).padStart(19)} | ${String(f.lost.length).padStart(4)} | ${String(f.duplicated.length).padStart(10)} | ${String(f.broken.length).padStart(13)} | ${f.checked}`,
  );
  const answers = [...r.answers].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ×${n}`);
  console.log(`  answers: ${answers.join('; ')}`);
  for (const line of [...r.startFailures, ...f.lost, ...f.duplicated, ...f.broken].slice(0, 40)) {
    console.log(`  ${line}`);
  }
  failed ||= r.startFailures.length + f.lost.length + f.duplicated.length + f.broken.length > 0;
}
if (failed)
  console.log(
    `\npower cut FAILED: npx tsx tests/power-cut/run.ts --engine ${values.engine} --rounds ${rounds} --seed ${seed}`,
  );
process.exit(failed ? 1 : 0);
