/**
 * Bulk import: 5,000 student rows in one CSV upload to the real server (PGlite, demo data), over HTTP.
 * Target (issue 8): under 10 s. Prints wall time and the ratio to the target.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/servers';

const TARGET_S = 10;
const server = await startServer(
  'server/index.ts',
  { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-import-')), STATIC_DIR: '/nonexistent' },
  '/api/health',
);
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const schools = (await (await fetch(`${server.url}/api/schools?search=Mohali`, { headers: auth })).json()) as {
    data: { _id: string }[];
  };
  const schoolId = schools.data[0]?._id as string;
  const classes = ['6A', '6B', '6C', '7A', '7B', '8A', '8B'];
  const rows = Array.from(
    { length: 5000 },
    (_, i) =>
      `BENCH${String(i).padStart(5, '0')},Bench Student ${i},${classes[i % 7]},98${String(i).padStart(8, '0')},97${String(i).padStart(8, '0')}`,
  );
  const csv = `student_id,name,class_level,phone,parent_contact\n${rows.join('\n')}\n`;
  const form = new FormData();
  form.set('school_id', schoolId);
  form.set('csvFile', new Blob([csv], { type: 'text/csv' }), 'students.csv');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/students/import`, { method: 'POST', headers: auth, body: form });
  const seconds = (performance.now() - started) / 1000;
  const body = (await res.json()) as { summary?: { created: number } };
  console.log(`students import: 5,000 rows → ${res.status}, created ${body.summary?.created ?? 0}`);
  console.log(`  wall time ${seconds.toFixed(2)} s (target ≤ ${TARGET_S} s, ratio ${(seconds / TARGET_S).toFixed(2)})`);
} finally {
  await server.stop();
}
