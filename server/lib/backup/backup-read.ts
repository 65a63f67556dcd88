import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { type BackupHeader, BackupFileError, END_LINE, MISSING_LINE, parseHeader, TABLE_LINE } from './backup-format';

export type BackupChunk =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; table: string; lines: string[] }
  | { kind: 'end'; missingBlobs: string[] };

const BATCH_ROWS = 1000;
const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Reads a backup file in one pass: its header, then its rows in batches per table, then its end — which is only
 * yielded once every byte has hashed to the checksum the file carries and every table held the rows its header
 * counts. Anything else throws a BackupFileError, so a caller that loads rows inside one transaction and commits
 * only after 'end' never keeps a row from a damaged file.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupChunk> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let table: string | undefined;
  let batch: string[] = [];
  let batchBytes = 0;
  let missingBlobs: string[] = [];
  const seen = new Map<string, number>();

  for await (const raw of lines(file)) {
    const line = raw.toString('utf8');
    if (line.startsWith(END_LINE)) {
      if (!header) break;
      if (batch.length && table) yield { kind: 'rows', table, lines: batch };
      checkEnd(file, line, hash.digest('hex'));
      checkCounts(file, header, seen);
      yield { kind: 'end', missingBlobs };
      return;
    }
    hash.update(raw).update('\n');
    if (!header) {
      header = parseHeader(line, file);
      yield { kind: 'header', header };
    } else if (line.startsWith(TABLE_LINE)) {
      if (batch.length && table) yield { kind: 'rows', table, lines: batch };
      batch = [];
      batchBytes = 0;
      table = line.slice(TABLE_LINE.length);
      seen.set(table, 0);
    } else if (line.startsWith(MISSING_LINE)) {
      missingBlobs = JSON.parse(line.slice(MISSING_LINE.length)) as string[];
    } else if (table) {
      batch.push(line);
      batchBytes += raw.length;
      seen.set(table, (seen.get(table) ?? 0) + 1);
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
        yield { kind: 'rows', table, lines: batch };
        batch = [];
        batchBytes = 0;
      }
    } else {
      throw damaged(file, 'a row before any table');
    }
  }
  if (!header) throw new BackupFileError(`${file} is empty or not a Pathshala backup.`);
  throw incomplete(file);
}

/** Reads the whole file and checks it; returns its header and the blobs it lists that were never copied. */
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; missingBlobs: string[] }> {
  let header: BackupHeader | undefined;
  for await (const chunk of readBackup(file)) {
    if (chunk.kind === 'header') header = chunk.header;
    if (chunk.kind === 'end' && header) return { header, missingBlobs: chunk.missingBlobs };
  }
  throw new Error('readBackup ended without its end');
}

/** The header alone (the first line), without reading the rest of the file or checking it. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const raw of lines(file)) return parseHeader(raw.toString('utf8'), file);
  throw new BackupFileError(`${file} is empty or not a Pathshala backup.`);
}

function checkEnd(file: string, line: string, actual: string) {
  let expected: string | undefined;
  try {
    expected = (JSON.parse(line.slice(END_LINE.length)) as { sha256?: string }).sha256;
  } catch {
    throw damaged(file, 'its checksum line cannot be read');
  }
  if (expected !== actual) throw damaged(file, 'its checksum does not match its contents');
}

function checkCounts(file: string, header: BackupHeader, seen: Map<string, number>) {
  for (const [name, rows] of Object.entries(header.tables)) {
    if ((seen.get(name) ?? -1) !== rows) {
      throw damaged(file, `table ${name} holds ${seen.get(name) ?? 'no'} rows where its header says ${rows}`);
    }
  }
}

const incomplete = (file: string) =>
  new BackupFileError(
    `${file} is incomplete: it ends before its checksum line (a copy cut short, or a backup that never finished). ` +
      'Nothing was restored from it; use another backup.',
  );

const damaged = (file: string, why: string) =>
  new BackupFileError(`${file} is damaged: ${why}. Nothing was restored from it; use another backup.`);

/** The file's lines (split at \n only: a JSON line never holds a raw newline), as the exact bytes written. */
async function* lines(file: string): AsyncGenerator<Buffer> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let pending: Buffer[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, end);
        yield pending.length ? Buffer.concat([...pending, piece]) : piece;
        pending = [];
        start = end + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`There is no backup file at ${file}.`);
    if (code === 'Z_BUF_ERROR') throw incomplete(file); // the compressed stream stops short
    if (code?.startsWith('Z_'))
      throw damaged(file, `its compressed data does not check out (${(error as Error).message})`);
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (pending.length) yield Buffer.concat(pending);
}
