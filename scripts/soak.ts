/**
 * `npm run soak`: the offline classroom's random fault suite (tests/e2e/teacher-sessions-offline-random.spec.ts) at length,
 * outside `npm test`: FAULT_SEQUENCES classes (default 300) with a new seed each run (or FAULT_SEED), server kills
 * included (FAULT_RESTARTS=0 leaves them out). Prints each class as it is taught and the tally at the end; a failing
 * seed is printed to be kept as a regression test. Builds the app first when dist/ is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const seed = process.env.FAULT_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const sequences = process.env.FAULT_SEQUENCES ?? '300';
console.log(`soak: seed ${seed}, ${sequences} sequences`);
if (!existsSync('dist/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const run = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/teacher-sessions-offline-random.spec.ts', '--retries=0'],
  {
    stdio: 'inherit',
    env: { ...process.env, FAULT_SEED: seed, FAULT_SEQUENCES: sequences, FAULT_VERBOSE: '1' },
  },
);
if (run.status !== 0) console.log(`soak failed: FAULT_SEED=${seed} FAULT_SEQUENCES=${sequences} npm run soak`);
process.exit(run.status ?? 1);
