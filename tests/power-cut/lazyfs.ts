import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * LazyFS (vendor/lazyfs, the FUSE file system Jepsen uses): every write stays in its own cache until the writer
 * calls fsync; `clearCache()` drops whatever was not synced — what a power cut does to the kernel's page cache —
 * and `checkpoint()` writes everything back, as the kernel does every ~30 s. Metadata (creating, renaming a file)
 * reaches the disk below at once, so after a cut a file can exist with none of its bytes.
 *
 * Needs root, /dev/fuse and the binary: `bash vendor/lazyfs/build.sh` prints its path (about 2 min, once per version).
 */
const REPO = path.resolve(import.meta.dirname, '../..');
/** One build per version of vendor/lazyfs's sources, so a change to them is built (the binary names its folder). */
export const LAZYFS_BUILD_DIR = process.env.LAZYFS_BUILD_DIR ?? `/tmp/lazyfs-build-${sourcesHash()}`;

function sourcesHash(): string {
  const root = path.join(REPO, 'vendor/lazyfs');
  const files = execFileSync('find', ['lazyfs', 'libs', 'build.sh', '-type', 'f'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Builds LazyFS if it is not built yet; returns the binary's path. */
export function lazyfsBinary(): string {
  const bin = path.join(LAZYFS_BUILD_DIR, 'lazyfs/build/lazyfs');
  if (existsSync(bin)) return bin;
  const out = execFileSync('bash', [path.join(REPO, 'vendor/lazyfs/build.sh'), LAZYFS_BUILD_DIR], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return out.trim().split('\n').at(-1)!;
}

/** Why power-cut tests cannot run here, or null when they can. */
export function whyNoLazyfs(): string | null {
  if (process.getuid?.() !== 0) return 'LazyFS needs root (FUSE with allow_other)';
  if (!existsSync('/dev/fuse')) return 'LazyFS needs /dev/fuse';
  return null;
}

export type LazyfsMount = {
  /** Where the program under test reads and writes. */
  mountDir: string;
  /** The disk below: what survives a cut. */
  backingDir: string;
  clearCache(): Promise<void>;
  checkpoint(): Promise<void>;
  unmount(): Promise<void>;
};

/**
 * Mounts LazyFS at `work/mnt` over `work/disk` (kept between mounts: remount after a cut to see what survived).
 * `cacheSize`: what LazyFS can hold unsynced; it is allocated and touched at start (2 GB took ~25 s on a loaded
 * 2-core machine), so a test that writes little asks for less.
 */
export async function mountLazyfs(
  work: string,
  { cacheSize = '1gb' }: { cacheSize?: string } = {},
): Promise<LazyfsMount> {
  const bin = lazyfsBinary();
  const mountDir = path.join(work, 'mnt');
  const backingDir = path.join(work, 'disk');
  const fifo = path.join(work, 'faults.fifo');
  const config = path.join(work, 'lazyfs.toml');
  mkdirSync(mountDir, { recursive: true });
  mkdirSync(backingDir, { recursive: true });
  rmSync(fifo, { force: true });
  writeFileSync(
    config,
    [
      '[faults]',
      `fifo_path="${fifo}"`,
      '[cache]',
      'apply_eviction=false',
      '[cache.simple]',
      `custom_size="${cacheSize}"`,
      'blocks_per_page=1',
      '[filesystem]',
      'log_all_operations=false',
      'logfile=""',
      '',
    ].join('\n'),
  );
  // LazyFS reads paths relative to its own folder.
  const child = spawn(
    bin,
    [
      mountDir,
      '--config-path',
      config,
      '-o',
      'allow_other',
      '-o',
      'modules=subdir',
      '-o',
      `subdir=${backingDir}`,
      '-f',
    ],
    { cwd: path.dirname(path.dirname(bin)), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitFor(
    () => output.includes('running LazyFS') && existsSync(fifo),
    90_000, // LazyFS allocates and touches its cache first: slow on a busy machine
    () => `LazyFS did not start: ${output}`,
  );

  // LazyFS logs when it has done a command (its completion FIFO answers only clear-cache, and blocks its start).
  const command = async (name: 'clear-cache' | 'cache-checkpoint', doneLine: string) => {
    const seen = count(output, doneLine);
    writeFileSync(fifo, `lazyfs::${name}\n`);
    await waitFor(
      () => count(output, doneLine) > seen,
      60_000,
      () => `LazyFS did not finish ${name}: ${output}`,
    );
  };
  return {
    mountDir,
    backingDir,
    clearCache: () => command('clear-cache', 'cache is cleared.'),
    checkpoint: () => command('cache-checkpoint', 'checkpoint is done.'),
    unmount: () => unmount(mountDir, child),
  };
}

const count = (text: string, line: string) => text.split(line).length - 1;

async function unmount(mountDir: string, child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // A process still holding a file keeps the mount busy: -z detaches it lazily, as a power cut would.
  try {
    execFileSync('fusermount3', ['-u', '-z', mountDir], { stdio: 'ignore' });
  } catch {
    // not mounted any more
  }
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}

/** Every file under `dir` with its size, for a report of what a cut left. */
export function listSizes(dir: string): Record<string, number> {
  const out = execFileSync('find', [dir, '-type', 'f', '-printf', '%P\\t%s\\n'], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
      .map(([file, size]) => [file, Number(size)]),
  );
}

export async function waitFor(check: () => boolean, timeoutMs: number, why: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
