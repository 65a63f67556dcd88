import type { Env } from '#server/env';
import { appSecret, hmac, sameText } from '#server/lib/secret';

/** How long a stream or download link works. The status call hands out fresh ones. */
export const VIDEO_TOKEN_TTL_MS = 60 * 60_000;

type KeyEnv = Pick<Env, 'appSecret' | 'dataDir'>;

/** '<expiry seconds>.<HMAC(video id, expiry)>': good for this one video until it expires, for nothing else. */
export function videoToken(env: KeyEnv, videoId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor((now + VIDEO_TOKEN_TTL_MS) / 1000);
  return {
    token: `${expires}.${hmac(appSecret(env), 'explainer-video', videoId, String(expires))}`,
    expiresAt: new Date(expires * 1000),
  };
}

export function checkVideoToken(env: KeyEnv, videoId: string, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameText(match[2] as string, hmac(appSecret(env), 'explainer-video', videoId, String(expires)));
}
