import { expect, test } from '@playwright/test';
import { runFaultSuite } from './support/fault-suite';

// The offline classroom's promise under random faults (issue 12): nothing the teacher records is lost or applied
// twice. `npm test` runs a fixed-seed slice of 6 sequences (20 took 12 minutes of CI's 40, 8 took 150 s); `npm run
// soak` runs hundreds of sequences with a new seed (FAULT_SEED, FAULT_SEQUENCES, FAULT_RESTARTS=0 to leave out the
// server kills). A failing seed is printed; each one met becomes a regression test (the fixed seeds below).
const seed = Number(process.env.FAULT_SEED ?? 20261123);
const sequences = Number(process.env.FAULT_SEQUENCES ?? 6);
const restarts = process.env.FAULT_RESTARTS !== '0';

test('teacher offline: random classes under random faults reach the server exactly once, as taught', async () => {
  // Start-up (the server, a sign-in, the worker and the decks) takes up to 2 minutes on a loaded machine.
  test.setTimeout(120_000 + sequences * 45_000);
  const verbose = process.env.FAULT_VERBOSE === '1';
  const report = await runFaultSuite({
    seed,
    sequences,
    restarts,
    checkEvery: 5,
    port: 3300 + (seed % 50) * 2,
    onLog: verbose ? (line) => process.stderr.write(`${line}\n`) : undefined,
  });
  const tally = (kind: string) => report.findings.filter((f) => f.kind === kind).length;
  console.log(
    [
      `fault suite: seed ${report.seed}, ${report.sequences} sequences (${report.sessions.ended} ended, ${report.sessions.cancelled} cancelled), ${report.checks} checks against the server`,
      `  faults: ${Object.entries(report.faults)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
      `  lost ${tally('lost')}, duplicated ${tally('duplicated')}, wrong ${tally('wrong')}, stuck ${tally('stuck')}`,
      ...(report.findings.length ? ['  sequences:', ...report.log.map((l) => `    ${l}`)] : []),
      ...report.findings.map((f) => `  ${f.kind} (#${f.sequence ?? '-'}): ${f.detail}`),
    ].join('\n'),
  );
  expect(report.findings, `seed ${seed}`).toEqual([]);
});
