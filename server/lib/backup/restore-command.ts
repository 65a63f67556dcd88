import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir, lockHolder } from '#server/db/data-dir-lock';
import type { Env } from '#server/env';
import { fsyncTree } from '#server/lib/durable-fs';
import {
  asideStamp,
  folderHasFiles,
  otherSessions,
  postgresInUse,
  putBackFolders,
  type SetAside,
  setAsideFolders,
  putBackDatabase,
  emptyPostgres,
  setAsideDatabase,
} from './backup-aside';
import { blobsMissing, copyBlobs } from './backup-blobs';
import { BackupFileError } from './backup-format';
import { verifyBackup } from './backup-read';
import { restoreInto } from './backup-restore';
import { openTarget, type RestoreTarget } from './backup-target';

export type RestoreArgs = { file: string; force: boolean; blobsFrom?: string; skipBlobs: boolean };

/** A refusal the operator can act on: printed as is, exit code 1, nothing changed. */
export class RestoreRefused extends Error {}

/**
 * `npm run db:restore -- <file>`: restores a backup into an empty PGlite data directory (DATA_DIR/db) or an empty
 * PostgreSQL database (DATABASE_URL), with its slide images and videos into BLOB_DIR. Refuses a damaged file, a
 * data directory a server holds, and a database that is not empty (unless --force, which keeps the old one aside).
 */
export async function restoreCommand(env: Env, args: RestoreArgs, say: (line: string) => void): Promise<void> {
  const file = path.resolve(args.file);
  say(`Checking ${file}…`);
  const { header, missingBlobs } = await verifyBackup(file);
  const total = Object.values(header.tables).reduce((n, r) => n + r, 0);
  say(`It checks out: taken ${header.createdAt} on ${header.engine}, ${total} rows.`);
  const blobs = (header.blobs ?? []).filter(([key]) => !missingBlobs.includes(key));
  const blobsFrom = path.resolve(args.blobsFrom ?? path.join(path.dirname(file), 'blobs'));
  const withBlobs = env.blobStore === 'local' && !args.skipBlobs && blobs.length > 0;
  if (withBlobs) {
    const absent = await blobsMissing(blobsFrom, blobs);
    if (absent.length) {
      throw new RestoreRefused(
        `${absent.length} of the ${blobs.length} stored files (slide images, videos, deck PDFs) this backup names are not in ${blobsFrom} ` +
          `(e.g. ${absent[0]}). Give their folder with --blobs <dir>, or restore the database alone with --skip-blobs.`,
      );
    }
  }
  if (env.blobStore === 's3')
    say('BLOB_STORE=s3: slide images, videos and deck PDFs stay in the bucket (see its versioning).');

  const stamp = asideStamp();
  let release = () => {};
  let target: RestoreTarget;
  let aside: SetAside = [];
  let undo = async () => {};
  if (env.databaseUrl) {
    target = await openTarget({ databaseUrl: env.databaseUrl });
    const others = await otherSessions(target.db);
    if (others > 0) {
      await target.close();
      throw new RestoreRefused(
        `${others} other session(s) are connected to this database (a Pathshala server still running?). ` +
          'Stop every server that uses it, then restore.',
      );
    }
    if (await postgresInUse(target.db)) {
      await target.close();
      if (!args.force) throw notEmpty('The database at DATABASE_URL holds Pathshala tables already');
      aside = await setAsideDatabase(env.databaseUrl, stamp);
      target = await openTarget({ databaseUrl: env.databaseUrl });
    }
    const url = env.databaseUrl;
    undo = async () => {
      if (aside.length) await putBackDatabase(url, aside);
      else {
        const again = await openTarget({ databaseUrl: url });
        await emptyPostgres(again.db).finally(() => again.close());
      }
    };
  } else {
    const holder = lockHolder(env.dataDir);
    if (holder) {
      throw new RestoreRefused(
        `A Pathshala server (process ${holder.pid}, started ${holder.startedAt}) is using ${env.dataDir}. ` +
          'Stop it first: a restore never runs under a running server.',
      );
    }
    const dbDir = path.join(env.dataDir, 'db');
    if (folderHasFiles(dbDir) && !args.force) throw notEmpty(`The data directory ${dbDir} holds a database already`);
    mkdirSync(env.dataDir, { recursive: true });
    release = lockDataDir(env.dataDir);
    const folders = [{ what: 'database', dir: dbDir }];
    if (withBlobs) folders.push({ what: 'stored files', dir: env.blobDir });
    aside = setAsideFolders(folders, stamp);
    undo = async () => {
      rmSync(dbDir, { recursive: true, force: true });
      putBackFolders(aside);
    };
    target = await openTarget({ pgliteDir: dbDir });
  }
  for (const { what, to } of aside) say(`Kept the old ${what} aside, in ${to}.`);
  try {
    if (withBlobs) {
      const copied = await copyBlobs(blobsFrom, env.blobDir, blobs);
      say(`Copied ${copied.copied} stored files (slide images, videos, deck PDFs) into ${env.blobDir}.`);
    }
    const counts = await restoreInto(target, file, header, { upgrade: true });
    await target.close();
    if (!env.databaseUrl) fsyncTree(path.join(env.dataDir, 'db'));
    const rows = Object.values(counts).reduce((n, r) => n + r, 0);
    say(`Restored ${rows} rows in ${Object.keys(counts).length} tables. Start the server with npm start.`);
  } catch (error) {
    await target.close().catch(() => {});
    await undo().catch((failure: Error) => say(`Could not put the old database back: ${failure.message}`));
    throw error;
  } finally {
    release();
  }
}

const notEmpty = (what: string) =>
  new RestoreRefused(
    `${what}. A restore goes into an empty one: point DATA_DIR or DATABASE_URL at an empty one, or add --force ` +
      'to keep the present one aside (renamed, not deleted) and restore in its place.',
  );

export { BackupFileError };
