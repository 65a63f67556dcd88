import { readFile } from 'node:fs/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '#server/lib/crypto';
import { canonicalBody } from '#server/lib/idempotency';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { institutionBody } from '#server/testing/people-fixtures';
import { s3Client } from '#server/lib/storage-s3';
import type { ServerProcess } from '../e2e/support/server-process';
import { type Cluster, startCluster } from './cluster';
import { call, eventually, processUrl, query, signIn } from './cluster-api';

/**
 * A conversion whose process dies, stalls or is stopped half-way (issue 19): the other process finishes it, and
 * nothing is done twice — one new deck version, one activity entry, only the finishing run's images in the bucket.
 * Jobs are leased for 4 s here (JOB_LEASE_SECONDS), 60 s in production. And a request whose process stops: the
 * other runs it again at once (decision 046).
 */
let cluster: Cluster;
let admin: string;
beforeAll(async () => {
  cluster = await startCluster({ port: 3410, leaseSeconds: 4 });
  admin = await signIn(cluster.url, 'admin@demo.test');
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

type JobRow = { status: string; attempts: number; lease: number; held_by: string | null; progress: number };
const jobRow = async (id: string) =>
  (
    await query<JobRow>(
      cluster.databaseUrl,
      'select status, attempts, lease, held_by, progress from jobs where id = $1',
      [id],
    )
  )[0];

/** Uploads a deck big enough to interrupt, and waits until a process is converting it. */
async function startConversion(grade: number, pages: number) {
  const form = new FormData();
  form.set('classNumber', String(grade));
  const deck = Array.from({ length: pages }, (_, i) => ({ title: `Takeover ${i + 1}`, lines: ['One page of many'] }));
  form.set('pdf', new File([new Uint8Array(await generateDeckPdf(deck))], 'big.pdf', { type: 'application/pdf' }));
  const upload = await call(cluster.url, 'POST', '/api/course-materials/upload', { token: admin, form });
  expect(upload.status).toBe(202);
  const id = upload.body.job._id as string;
  return { id, ...(await holderOf(id, 2)) };
}

/** The process working on a job once it has reported `progress` steps, and the other one. */
async function holderOf(id: string, progress: number) {
  const row = await eventually(
    async () => {
      const r = await jobRow(id);
      return r?.status === 'running' && r.progress >= progress ? r : undefined;
    },
    120_000,
    `a process to be working on job ${id}`,
  );
  const holder = cluster.processes.find((p) => row.held_by?.endsWith(`:${p.pid()}`)) as ServerProcess;
  expect(holder).toBeDefined();
  return { holder, other: cluster.processes.find((p) => p !== holder) as ServerProcess };
}

async function finished(id: string) {
  return eventually(
    async () => {
      const r = await jobRow(id);
      return r?.status === 'completed' || r?.status === 'failed' ? r : undefined;
    },
    120_000,
    'the conversion to finish',
  );
}

/** What one finished conversion must leave: its deck once, and only the finishing run's images. */
async function expectDoneOnce(id: string, grade: number, pages: number, finisher: ServerProcess, lease: number) {
  const row = await jobRow(id);
  expect(row).toMatchObject({ status: 'completed', lease, held_by: expect.stringMatching(`:${finisher.pid()}$`) });
  const material = await call(processUrl(finisher.port), 'GET', `/api/course-materials/class/${grade}`, {
    token: admin,
  });
  expect(material.body.material.slides).toHaveLength(pages);
  const logged = await query(
    cluster.databaseUrl,
    "select count(*)::int as n from activity_log where action = 'course_material_uploaded' and description = $1",
    [`Uploaded course material for Class ${grade}`],
  );
  expect(logged).toEqual([{ n: 1 }]);
  const s3 = s3Client(cluster.s3.settings);
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: cluster.s3.settings.bucket, Prefix: `decks/${grade}/` }),
  );
  const folders = new Set((listed.Contents ?? []).map((o) => o.Key?.split('/')[2]));
  expect([...folders]).toEqual([`${id}-${lease}`]);
  s3.destroy();
}

describe('a request whose process stops (decision 046)', () => {
  const beating = async () =>
    (
      await query<{ id: string }>(
        cluster.databaseUrl,
        "select id from server_processes where beat_at > now() - interval '30 seconds' order by id",
      )
    ).map((r) => r.id);

  // First in the file: no process has been killed yet, so only the two running ones have beaten lately.
  it('each process beats; one stopped is gone at once, and a request it had claimed runs on the other', async () => {
    expect(await beating()).toHaveLength(2);
    const before = await beating();
    const [stopping, staying] = cluster.processes as [ServerProcess, ServerProcess];
    await stopping.stop();
    const after = await beating();
    expect(after).toHaveLength(1);
    const gone = before.find((id) => !after.includes(id)) as string;

    // A claim the stopped process left, and one of the process still running, as their requests would.
    const [adminRow] = await query<{ id: string }>(cluster.databaseUrl, 'select id from users where email = $1', [
      'admin@demo.test',
    ]);
    const adminId = adminRow?.id;
    const body = institutionBody('Claimed Before The Stop');
    const hash = sha256(
      Buffer.concat([
        Buffer.from('POST /api/institutions\n'),
        canonicalBody(Buffer.from(JSON.stringify(body)), 'application/json'),
      ]),
    );
    const claim = (key: string, holder: string) =>
      query(
        cluster.databaseUrl,
        'insert into idempotency_records (scope, key, request_hash, status, holder) values ($1, $2, $3, 0, $4)',
        [`user:${adminId}`, key, hash, holder],
      );
    await claim('left-by-stopped', gone);
    await claim('held-by-running', after[0] as string);
    const send = (key: string) =>
      call(processUrl(staying.port), 'POST', '/api/institutions', {
        token: admin,
        json: body,
        headers: { 'idempotency-key': key },
      });
    expect((await send('held-by-running')).status).toBe(503);
    const taken = await send('left-by-stopped');
    expect(taken.status).toBe(201);
    expect((await send('left-by-stopped')).headers.get('idempotent-replayed')).toBe('true');

    await stopping.restart();
    expect(await beating()).toHaveLength(2);
  }, 120_000);
});

describe('a job whose process fails part-way', () => {
  it('killed (kill -9): the other process takes the job over when its lease runs out and finishes it once', async () => {
    const { id, holder, other } = await startConversion(12, 40);
    holder.kill9();
    expect(await finished(id)).toMatchObject({ status: 'completed', attempts: 2 });
    await expectDoneOnce(id, 12, 40, other, 2);
    await holder.restart();
  }, 240_000);

  it('stalled (SIGSTOP): the other finishes it; the stalled one wakes up and writes nothing', async () => {
    const { id, holder, other } = await startConversion(10, 40);
    holder.pause();
    try {
      expect(await finished(id)).toMatchObject({ status: 'completed', lease: 2 });
    } finally {
      holder.resume();
    }
    // The woken process finds its lease gone at its next write, removes what it wrote, and stops.
    await eventually(async () => ((await logSays(holder, 'lease 1 lost')) ? true : undefined), 30_000, 'the waking');
    await expectDoneOnce(id, 10, 40, other, 2);
  }, 240_000);

  it('stopped (SIGTERM): it gives the lease back at once and the other process finishes the job', async () => {
    const { id, holder, other } = await startConversion(11, 40);
    const stoppedAt = Date.now();
    await holder.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(11_000);
    const row = await finished(id);
    expect(row).toMatchObject({ status: 'completed', attempts: 1 });
    await expectDoneOnce(id, 11, 40, other, 2);
    await holder.restart();
  }, 240_000);
});

describe('a video whose process dies part-way', () => {
  it('killed while rendering: the other process makes the video, once, and it plays from either', async () => {
    const teacher = await signIn(cluster.url, 'teacher@demo.test');
    const made = await call(cluster.url, 'POST', '/api/explainer-videos/generate', {
      token: teacher,
      json: { prompt: 'How a drone keeps its balance', targetDuration: 60, source: 'prompt' },
    });
    expect(made.status).toBe(200);
    const id = made.body.video.videoId as string;
    const { holder, other } = await holderOf(id, 1);
    holder.kill9();
    expect(await finished(id)).toMatchObject({ status: 'completed', lease: 2, attempts: 2 });
    const { video } = (
      await call(processUrl(other.port), 'GET', `/api/explainer-videos/status/${id}`, { token: teacher })
    ).body;
    expect(video).toMatchObject({ status: 'completed', currentScene: 8 });
    await holder.restart();
    const part = await call(processUrl(holder.port), 'GET', video.streamUrl, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(part.body).subarray(4, 8).toString()).toBe('ftyp');
    const [stored] = await query<{ file_key: string }>(
      cluster.databaseUrl,
      'select file_key from explainer_videos where id = $1',
      [id],
    );
    expect(stored?.file_key).toMatch(new RegExp(`/${id}-2\\.mp4$`));
  }, 240_000);
});

async function logSays(process: ServerProcess, text: string): Promise<boolean> {
  const index = cluster.processes.indexOf(process) + 1;
  return (await readFile(`${cluster.logDir}/process-${index}.log`, 'utf8')).includes(text);
}
