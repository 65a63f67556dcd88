import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../bench/support/servers';

/**
 * The server and its database with their files on the power-cut mount: the embedded PGlite (the default), or
 * PostgreSQL 15 (the reference) started here as the postgres user. Each process runs in its own process group,
 * so a cut can freeze (SIGSTOP) and then kill (SIGKILL) all of it at one moment, as a power cut would.
 */
export type Engine = 'pglite' | 'postgres';
export type Stack = {
  url: string;
  log: () => string;
  /** How the server ended (code, signal), or null while it runs: read with the log when a round fails. */
  serverExit: () => string | null;
  freeze(): void;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const READY_MS = 180_000;

export async function startStack(engine: Engine, mountDir: string): Promise<Stack> {
  const dataDir = path.join(mountDir, 'data');
  const postgres = engine === 'postgres' ? await startPostgres(mountDir) : null;
  const port = await freePort();
  const server = spawnGroup(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DEMO_DECK_SLIDES: '3',
      STATIC_DIR: path.join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const groups = [server, ...(postgres ? [postgres.process] : [])];
  const stack: Stack = {
    url,
    log: () => `${server.output()}${postgres ? `\n--- postgres ---\n${postgres.process.output()}` : ''}`,
    serverExit: () =>
      server.child.exitCode === null && server.child.signalCode === null
        ? null
        : `code ${server.child.exitCode}, signal ${server.child.signalCode}`,
    freeze: () => {
      for (const group of groups) group.signal('SIGSTOP');
    },
    kill: async () => {
      for (const group of groups) group.signal('SIGKILL');
      await Promise.all(groups.map((group) => group.exited));
    },
    stop: async () => {
      server.signal('SIGTERM');
      await server.exited;
      postgres?.process.signal('SIGINT'); // PostgreSQL's fast shutdown
      await postgres?.process.exited;
    },
  };
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${stack.log()}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return stack;
    if (Date.now() > deadline) {
      await stack.kill();
      throw new Error(`the server did not get ready in ${READY_MS / 1000} s:\n${stack.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Group = {
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
  signal(name: NodeJS.Signals): void;
};

function spawnGroup(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Group {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    output: () => output,
    signal: (name) => {
      try {
        process.kill(-(child.pid as number), name);
      } catch {
        // the group is gone
      }
    },
  };
}

/** PostgreSQL with its data on the mount (made once: initdb), default durability settings, a socket in /tmp. */
async function startPostgres(mountDir: string): Promise<{ url: string; process: Group }> {
  const bin = postgresBin();
  const pgData = path.join(mountDir, 'pg');
  const socketDir = path.join('/tmp', `pathshala-power-pg-${process.pid}`);
  mkdirSync(socketDir, { recursive: true });
  chmodSync(socketDir, 0o777);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    mkdirSync(pgData, { recursive: true });
    const { uid, gid } = statSync('/var/lib/postgresql');
    chownSync(pgData, uid, gid);
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/initdb`, '-D', pgData, '-U', 'postgres', '--auth=trust'], {
      stdio: 'ignore',
    });
  }
  // A cut right after a start can leave postmaster.pid empty, which PostgreSQL refuses; its process is gone. A killed
  // postmaster whose parent (runuser) died first can linger as a zombie no one reaps here: PostgreSQL then takes its
  // pid for a live server ('lock file "postmaster.pid" already exists'). Neither holds the data: the lock goes.
  const lock = path.join(pgData, 'postmaster.pid');
  if (existsSync(lock) && !heldByLiveProcess(readFileSync(lock, 'utf8'))) rmSync(lock);
  const port = await freePort();
  const process_ = spawnGroup(
    'runuser',
    ['-u', 'postgres', '--', `${bin}/postgres`, '-D', pgData, '-p', String(port), '-k', socketDir],
    { cwd: '/tmp', env: process.env },
  );
  process_.child.once('exit', () => rmSync(socketDir, { recursive: true, force: true }));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 60_000;
  while (!process_.output().includes('ready to accept connections')) {
    if (process_.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`PostgreSQL did not start:\n${process_.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, process: process_ };
}

/** Whether the pid on a postmaster.pid's first line is a process that is alive (not gone, not a zombie). */
function heldByLiveProcess(lockText: string): boolean {
  const pid = Number(lockText.split('\n')[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    // /proc/<pid>/stat: "pid (command) state ...": Z is a zombie.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function postgresBin(): string {
  const versions = existsSync('/usr/lib/postgresql')
    ? execFileSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).split('\n').filter(Boolean)
    : [];
  const found = versions
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .filter((dir) => existsSync(`${dir}/initdb`))
    .at(-1);
  if (!found) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return found;
}
