import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The real server on a fresh data directory (migrated and seeded on start), serving the built PWA in dist/.
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(os.tmpdir(), `pathshala-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const staticDir = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`${staticDir}/ is missing: run \`npm run build\` before the browser tests.`);
  process.exit(1);
}
// The server's output goes to Playwright (which shows it) and to a file: when the server stops in the middle of a
// run, scripts/test-all.sh prints the file's end, where the cause is.
const resultsDir = process.env.TEST_RESULTS_DIR ?? 'tmp/test-results';
mkdirSync(resultsDir, { recursive: true });
const logFile = path.join(resultsDir, `e2e-server-${port}.log`);
const log = createWriteStream(logFile);
const child = spawn('npx', ['tsx', 'server/index.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    DEMO_DECK_SLIDES: process.env.DEMO_DECK_SLIDES ?? '12',
    PUBLIC_URL: `http://localhost:${port}`,
  },
});
child.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
child.stderr?.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// A server that stops in the middle of a run fails every later test with ECONNREFUSED: say how it ended (a signal
// from outside, or an exit code of its own) so the cause can be found.
child.on('exit', (code, signal) => {
  const line = `e2e server on port ${port} exited: code ${code ?? '-'}, signal ${signal ?? '-'}, at ${new Date().toISOString()}`;
  console.error(line);
  log.end(() => {
    appendFileSync(logFile, `${line}\n`);
    process.exit(code ?? 0);
  });
});
