import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

const keys = new Map<string, Buffer>();

/**
 * The server's HMAC key: APP_SECRET when set, otherwise a random key created once in DATA_DIR/app-secret
 * (processes sharing the data directory share it; separate machines must set APP_SECRET).
 */
export function appSecret(env: Pick<Env, 'appSecret' | 'dataDir'>): Buffer {
  if (env.appSecret) return Buffer.from(env.appSecret);
  const file = path.join(env.dataDir, 'app-secret');
  let key = keys.get(file);
  if (key) return key;
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    mkdirSync(env.dataDir, { recursive: true });
    const fresh = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process created it first: use theirs.
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
  keys.set(file, key);
  return key;
}

export const hmac = (key: Buffer, ...parts: string[]) =>
  createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
