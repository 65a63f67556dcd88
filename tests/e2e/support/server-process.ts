import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * The real server as a child process the fault suite can kill with SIGKILL (kill -9) and start again on the same
 * data directory, as a crash and a restart of a school's server would.
 */
export type ServerProcess = {
  port: number;
  running(): boolean;
  pid(): number | undefined;
  kill9(): void;
  /** SIGSTOP / SIGCONT: a process that stalls (swapped out, a long pause) and later wakes up. */
  pause(): void;
  resume(): void;
  restart(): Promise<void>;
  /** SIGTERM, then wait for it to exit (a deployment stopping it). */
  stop(): Promise<void>;
};

export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  staticDir?: string;
  env?: Record<string, string>;
  /** Where the server's output goes (appended); the terminal when absent. */
  logFile?: string;
}): Promise<ServerProcess> {
  let child: ChildProcess | null = null;
  let expectedExit = false;
  const url = `http://127.0.0.1:${options.port}/api/health`;

  const launch = async () => {
    expectedExit = false;
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    ) {
      throw new Error(`port ${options.port} is taken by another server: stop it first`);
    }
    // node with tsx's loader (no npx in between), so SIGKILL reaches the server itself.
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      stdio: options.logFile
        ? ['ignore', openSync(options.logFile, 'a'), openSync(options.logFile, 'a')]
        : ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        STATIC_DIR: options.staticDir ?? 'dist',
        ...options.env,
      },
    });
    const started = child;
    started.on('exit', (code, signal) => {
      if (!expectedExit && child === started) {
        console.error(
          `server exited unexpectedly (${code ?? signal})${options.logFile ? `: see ${options.logFile}` : ''}`,
        );
      }
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode} while starting`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await launch();

  const waitExit = (c: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
    });

  return {
    port: options.port,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    pid: () => child?.pid,
    kill9() {
      if (!child) return;
      expectedExit = true;
      child.kill('SIGKILL');
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async restart() {
      if (child) {
        expectedExit = true;
        child.kill('SIGKILL');
        await waitExit(child);
      }
      await launch();
    },
    async stop() {
      if (!child) return;
      expectedExit = true;
      child.kill('SIGTERM');
      await waitExit(child);
      child = null;
    },
  };
}
