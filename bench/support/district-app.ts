import os from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app';
import { DEMO_PASSWORD } from '#server/db/seed/demo-plan';
import { loadEnv } from '#server/env';
import { openDistrict } from '../analytics-district';

export type BenchUser = { token: string; user: { _id: string; manages_schools: string[] } };

/**
 * The real app on the district data set (analytics-district.ts) for a bench that calls it in process, with sign-in
 * and an authorised GET. Exits with a hint when DATABASE_URL is not set (`bench` names the file to run).
 */
export async function districtApp(bench: string) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`DATABASE_URL not set: run with bash scripts/with-postgres.sh npx tsx bench/${bench}`);
    process.exit(0);
  }
  const database = await openDistrict(databaseUrl);
  const app = createApp({
    db: database.db,
    env: {
      ...loadEnv(),
      blobDir: path.join(os.tmpdir(), 'pathshala-bench-blobs'),
      staticDir: path.join(os.tmpdir(), 'none'),
    },
  });
  async function login(email: string): Promise<BenchUser> {
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      // A different address per sign-in: the sign-in limits count per address.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.1` },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
    return (await res.json()) as BenchUser;
  }
  async function get(url: string, token: string): Promise<Response> {
    const res = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res;
  }
  return { app, database, login, get };
}
