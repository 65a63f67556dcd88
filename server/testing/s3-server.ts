import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { loadEnv } from '../env';
import { s3Client } from '../lib/storage-s3';

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

const SELF = fileURLToPath(import.meta.url);
/** s3rver signs its list continuation tokens with DES, which Node's OpenSSL 3 offers only with its legacy provider:
 *  without it every truncated listing fails (500). So s3rver runs in a node of its own with that flag. */
const LEGACY = '--openssl-legacy-provider';
const settingsFor = (endpoint: string, bucket: string) => ({
  endpoint,
  region: 'us-east-1',
  bucket,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

async function createBucket(settings: ReturnType<typeof settingsFor>) {
  const client = s3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((error as Error).name)) throw error;
  } finally {
    client.destroy();
  }
}

/**
 * An S3 server for tests (s3rver, in a child process, objects in a temp folder removed on close) on 127.0.0.1 and a
 * free port, with an empty bucket: `settings` is what BLOB_STORE=s3 reads from S3_*.
 */
export async function startS3Server(options: { bucket?: string } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-s3-'));
  const bucket = options.bucket ?? 'pathshala';
  const args = [LEGACY, '--import', 'tsx', SELF, '--port', '0', '--dir', dir, '--bucket', bucket, '--with-parent'];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver stopped at start (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const ready = /^S3 ready on (\S+)$/.exec(line);
      if (ready) resolve(ready[1] as string);
    });
  });
  const settings = settingsFor(endpoint, bucket);
  return {
    endpoint,
    settings,
    /** Another empty bucket on the same server (names need 3+ characters), with its settings. */
    async bucket(name: string) {
      const other = { ...settings, bucket: name };
      await createBucket(other);
      return other;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serves until SIGTERM/SIGINT (or, with --with-parent, until the parent closes stdin); a folder it made is removed. */
async function main(arg: (name: string) => string | undefined) {
  // @ts-expect-error s3rver ships no types
  const { default: S3rver } = await import('s3rver');
  const own = arg('dir') ? undefined : mkdtempSync(path.join(os.tmpdir(), 'pathshala-s3-'));
  const dir = arg('dir') ?? (own as string);
  const server = new S3rver({ port: Number(arg('port') ?? 9000), address: '127.0.0.1', silent: true, directory: dir });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  await createBucket(settingsFor(endpoint, arg('bucket') ?? (loadEnv().s3.bucket || 'pathshala')));
  console.log(`S3 ready on ${endpoint}`);
  const stop = () =>
    void server.close().then(() => {
      if (own) rmSync(own, { recursive: true, force: true });
      process.exit(0);
    });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  if (process.argv.includes('--with-parent')) process.stdin.on('end', stop).resume();
}

function desAvailable(): boolean {
  try {
    createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

// As a script: `npx tsx server/testing/s3-server.ts --port 9000 --dir /tmp/x [--bucket name]` (the bucket defaults
// to S3_BUCKET, else 'pathshala'). Without DES it starts itself again with the legacy provider.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (desAvailable()) {
    await main((name) => {
      const i = process.argv.indexOf(`--${name}`);
      return i > 0 ? process.argv[i + 1] : undefined;
    });
  } else {
    const child = spawn(process.execPath, [LEGACY, ...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 1));
  }
}
