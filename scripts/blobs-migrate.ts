/**
 * npm run blobs:migrate [-- --from <dir>]: copies every blob of a local blob directory (BLOB_DIR by default) into
 * the S3 bucket the S3_* settings name, before switching a deployment to BLOB_STORE=s3. Safe to run again: blobs
 * already in the bucket with the same size are skipped, so an interrupted run (Ctrl-C) goes on where it stopped.
 * Exits 1 when any copy failed.
 */
import { existsSync } from 'node:fs';
import { type MigrateProgress, migrateBlobs } from '#server/lib/blobs-migrate';
import { S3BlobStore } from '#server/lib/storage-s3';
import { loadEnv } from '#server/env';

const env = loadEnv();
const fromArg = process.argv.indexOf('--from');
const from = fromArg > 0 ? (process.argv[fromArg + 1] ?? '') : env.blobDir;
if (!env.s3.bucket || !from) {
  console.error('Usage: S3_BUCKET=… [S3_ENDPOINT=… S3_REGION=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=…');
  console.error('       S3_FORCE_PATH_STYLE=true] npm run blobs:migrate [-- --from <dir>]   (default: BLOB_DIR)');
  process.exit(2);
}

if (!existsSync(from)) {
  console.error(`No blob directory at ${from}`);
  process.exit(2);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const target = new S3BlobStore(env.s3);
await target.check();
console.log(`Copying ${from} → s3://${env.s3.bucket}${env.s3.endpoint ? ` at ${env.s3.endpoint}` : ''}`);

const stop = new AbortController();
process.once('SIGINT', () => {
  console.log('Stopping after the copies under way (run again to go on)…');
  stop.abort();
});
const report = (p: MigrateProgress) => {
  if (p.outcome === 'skipped' && p.done % 500 !== 0 && p.done !== p.total) return;
  const what = p.outcome === 'failed' ? `FAILED ${p.key}: ${p.error}` : `${p.outcome} ${p.key} (${mb(p.size)})`;
  console.log(`[${p.done}/${p.total}] ${what} · ${mb(p.bytes)} copied`);
};
const summary = await migrateBlobs({ from, to: target, signal: stop.signal, onProgress: report });

for (const name of summary.ignored) console.log(`ignored (no blob): ${name}`);
console.log(
  `${summary.interrupted ? 'Interrupted' : 'Done'}: ${summary.copied} copied (${mb(summary.bytes)}), ` +
    `${summary.skipped} skipped, ${summary.failed} failed, of ${summary.total}`,
);
process.exitCode = summary.failed > 0 ? 1 : summary.interrupted ? 130 : 0;
target.client.destroy();
