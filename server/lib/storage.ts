import type { Env } from '../env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './storage-local';
import { S3BlobStore } from './storage-s3';

type StoreEnv = Pick<Env, 'blobDir'> & Partial<Pick<Env, 'blobStore' | 's3'>>;
const stores = new Map<string, BlobStore>();

/** The blob store for this configuration (one instance per directory or bucket). */
export function blobStore(env: StoreEnv): BlobStore {
  const s3 = env.blobStore === 's3' ? env.s3 : undefined;
  if (env.blobStore === 's3' && !s3?.bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  const id = s3 ? `s3:${JSON.stringify(s3)}` : `local:${env.blobDir}`;
  let store = stores.get(id);
  if (!store) {
    store = s3 ? new S3BlobStore(s3) : new LocalBlobStore(env.blobDir);
    stores.set(id, store);
  }
  return store;
}
