import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeckPdf } from '#server/lib/pdf/generate-deck';
import { type Cluster, startCluster } from './cluster';
import { call, eventually, processUrl, query, signIn } from './cluster-api';

/**
 * Two API processes on one PostgreSQL and one S3 bucket, behind a round-robin proxy (issue 19): whatever a
 * request leaves behind (a session, a failed sign-in, an idempotent answer, a job, a code, a signed link) must
 * be seen the same by the other process.
 */
let cluster: Cluster;
let one: string;
let two: string;
beforeAll(async () => {
  cluster = await startCluster({ port: 3400 });
  [one, two] = cluster.processes.map((p) => processUrl(p.port)) as [string, string];
}, 240_000);
afterAll(() => cluster?.stop(), 60_000);

describe('two processes, one database, one bucket', () => {
  it('a sign-in on one process is honoured by the other; the proxy spreads the calls', async () => {
    const token = await signIn(one, 'teacher@demo.test');
    expect((await call(two, 'GET', '/api/auth/profile', { token })).body.user.email).toBe('teacher@demo.test');
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const answer = await call(cluster.url, 'GET', '/api/auth/profile', { token });
      expect(answer.status).toBe(200);
      upstreams.add(answer.headers.get('x-upstream'));
    }
    expect(upstreams.size).toBe(2);
    // Signed out on the other process: the token is gone for both.
    expect((await call(two, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(one, 'GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('failed sign-ins count across processes: the eleventh is refused wherever it lands', async () => {
    const wrong = { email: 'school.manager@demo.test', password: 'not-the-password' };
    for (let i = 0; i < 10; i++) {
      const answer = await call(i % 2 ? two : one, 'POST', '/api/auth/login', { json: wrong });
      expect(answer.status).toBe(401);
    }
    for (const base of [one, two]) {
      expect((await call(base, 'POST', '/api/auth/login', { json: wrong })).status).toBe(429);
    }
  }, 60_000);

  it('one Idempotency-Key applies once, sent to both processes one after the other or at once', async () => {
    const admin = await signIn(one, 'admin@demo.test');
    const count = async (name: string) =>
      (
        await query<{ n: string }>(cluster.databaseUrl, 'select count(*) as n from institutions where name = $1', [
          name,
        ])
      )[0]?.n;

    const institution = (name: string) => ({
      name,
      metadata: {
        state: 'Kerala',
        district: 'Ernakulam',
        address: '1 Shared Road',
        contact_email: 'office@trust.example.org',
        contact_phone: '9876543210',
      },
    });
    const name = `Cluster Trust ${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const send = (base: string) =>
      call(base, 'POST', '/api/institutions', {
        token: admin,
        json: institution(name),
        headers: { 'idempotency-key': key },
      });
    const first = await send(one);
    expect(first.status).toBe(201);
    const repeat = await send(two);
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await count(name)).toBe('1');

    // At once: one applies; the other waits for it or is told to retry, and a retry gets the first answer.
    const racing = `Cluster Race ${randomUUID().slice(0, 8)}`;
    const raceKey = randomUUID();
    const race = (base: string) =>
      call(base, 'POST', '/api/institutions', {
        token: admin,
        json: institution(racing),
        headers: { 'idempotency-key': raceKey },
      });
    const answers = await Promise.all([race(one), race(two), race(one), race(two)]);
    for (const answer of answers) expect([201, 503]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201 && !a.headers.get('idempotent-replayed')).length).toBeLessThanOrEqual(
      1,
    );
    const settled = await eventually(
      async () => {
        const again = await race(two);
        return again.status === 201 ? again : undefined;
      },
      10_000,
      'the racing request to settle',
    );
    expect(settled.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(racing)).toBe('1');
  });

  it('a PDF queued on one process is converted once, by either, and served by both from the bucket', async () => {
    const admin = await signIn(one, 'admin@demo.test');
    const form = new FormData();
    form.set('classNumber', '11');
    const pages = Array.from({ length: 5 }, (_, i) => ({ title: `Cluster ${i + 1}`, lines: ['Shared storage'] }));
    form.set(
      'pdf',
      new File([new Uint8Array(await generateDeckPdf(pages))], 'cluster.pdf', { type: 'application/pdf' }),
    );
    const upload = await call(one, 'POST', '/api/course-materials/upload', { token: admin, form });
    expect(upload.status).toBe(202);
    const jobId = upload.body.job._id;
    const job = await eventually(
      async () => {
        const answer = await call(two, 'GET', `/api/course-materials/jobs/${jobId}`, { token: admin });
        return answer.body.status === 'completed' ? answer.body : undefined;
      },
      120_000,
      'the conversion',
    );
    expect(job).toMatchObject({ status: 'completed' });
    const [row] = await query(cluster.databaseUrl, 'select attempts, lease from jobs where id = $1', [jobId]);
    expect(row).toEqual({ attempts: 1, lease: 1 });
    const logged = await query(
      cluster.databaseUrl,
      "select count(*)::int as n from activity_log where action = 'course_material_uploaded' and description like '%Class 11'",
    );
    expect(logged).toEqual([{ n: 1 }]);

    const deck = await call(two, 'GET', '/api/course-materials/class/11', { token: admin });
    const url = `/api${deck.body.material.slides[4].imageUrl}`;
    const [a, b] = await Promise.all([one, two].map((base) => call(base, 'GET', url, { token: admin })));
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(a?.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(a?.body).subarray(8, 12).toString()).toBe('WEBP');
    expect(Buffer.from(a?.body).equals(Buffer.from(b?.body))).toBe(true);
    // The admin's system health reports the bucket, not a local disk no process uses.
    const dashboard = await call(one, 'GET', '/api/analytics/dashboard', { token: admin });
    expect(dashboard.body.system_health.storage.path).toBe('s3://pathshala-cluster');
    expect(dashboard.body.system_health.checks).toContainEqual({
      name: 'storage',
      status: 'ok',
      message: 'Blob store: bucket pathshala-cluster answers',
    });
  }, 150_000);

  it('an e-mailed code from one process is accepted by the other (one shared APP_SECRET)', async () => {
    const email = `cluster-${randomUUID().slice(0, 8)}@example.org`;
    const submitted = await call(one, 'POST', '/api/public/enquiry/submit', {
      json: { institutionName: 'Cluster School', phoneNumber: '+91 98765 43210', email, address: '1 Shared Road' },
    });
    expect(submitted.status).toBe(200);
    const [mail] = await query<{ subject: string }>(
      cluster.databaseUrl,
      'select subject from mailbox where "to" = $1',
      [email],
    );
    const otp = /(\d{6})$/.exec(mail?.subject ?? '')?.[1];
    const verified = await call(two, 'POST', '/api/public/enquiry/verify-otp', {
      json: { sessionId: submitted.body.sessionId, otp },
    });
    expect(verified.status).toBe(200);
  });

  it('a video made on either process plays from the other, with ranged reads from the bucket', async () => {
    const teacher = await signIn(one, 'teacher@demo.test');
    const made = await call(one, 'POST', '/api/explainer-videos/generate', {
      token: teacher,
      json: { prompt: 'How a robot follows a line', targetDuration: 30, source: 'prompt' },
    });
    expect(made.status).toBe(200);
    const id = made.body.video.videoId;
    const video = await eventually(
      async () => {
        const { video } = (await call(two, 'GET', `/api/explainer-videos/status/${id}`, { token: teacher })).body;
        if (video.status === 'failed') throw new Error(`the video failed: ${video.error}`);
        return video.status === 'completed' ? video : undefined;
      },
      120_000,
      'the video',
    );
    const signed = video.videoUrl as string;
    const whole = await call(one, 'GET', signed);
    const part = await call(two, 'GET', signed, { headers: { range: 'bytes=100-199' } });
    expect(whole.status).toBe(200);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.body.byteLength}`);
    expect(Buffer.from(part.body).equals(Buffer.from(whole.body).subarray(100, 200))).toBe(true);
    // A link signed with another key is refused by both.
    const forged = signed.replace(/token=[^&]+/, 'token=9999999999.forged');
    for (const base of [one, two]) expect((await call(base, 'GET', forged)).status).toBeGreaterThanOrEqual(400);
  }, 150_000);
});
