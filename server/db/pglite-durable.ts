import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite whose acknowledged commits are on the disk (docs/decisions/026).
 *
 * PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and its Node file system (Emscripten's NODEFS) has no fsync
 * handler, so even with fsync on, PostgreSQL's flushes did nothing: a power cut lost the last half-minute of
 * commits and could leave a directory that would not start. Here PostgreSQL runs with fsync on, and its flushes
 * reach the disk: Emscripten's `fsync()` (WASI fd_sync) calls the file system's `stream_ops.fsync`, which we give
 * NODEFS. PostgreSQL then does what it does on any disk: it flushes the WAL before a commit is answered, data
 * files before a checkpoint lets WAL go, and renames it relies on (pg_control, replication-origin state) with
 * their folders.
 *
 * `wal_sync_method=fsync`: the default (fdatasync) goes through another call, which Emscripten leaves empty.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

type EmscriptenStream = { nfd?: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };

/** NODEFS with flushes that reach the disk (files and folders: NODEFS opens both with a real descriptor). */
export class DurableNodeFS extends NodeFS {
  /** Flushes done since the start, for tests and benches. */
  flushes = 0;

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = (result.emscriptenOpts.preRun ?? []) as unknown[];
    preRun.push((mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          fsyncSync(stream.nfd);
          this.flushes++;
        }
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

/** Opens (or creates) a durable PGlite in `dir`. */
export async function createDurablePGlite(dir: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, fs: new DurableNodeFS(dir), startParams: DURABLE_START_PARAMS });
}
