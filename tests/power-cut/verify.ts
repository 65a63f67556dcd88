import type { SlideView } from '#contract/course-materials';
import { call, eventually } from '#tests/cluster/cluster-api';
import type { Ledger, Step, World } from './workload';

/** What a restart after a cut found wrong: each line names the write and what was seen. */
export type Findings = { lost: string[]; duplicated: string[]; broken: string[]; checked: number };

export const noFindings = (): Findings => ({ lost: [], duplicated: [], broken: [], checked: 0 });

/** Every acknowledged write is there, once; every slide image the database names is readable and whole. */
export async function verify(world: World, ledger: Ledger, uploads: Map<string, Step>): Promise<Findings> {
  const found = noFindings();
  await Promise.all([checkUsers(world, ledger, found), checkSessions(world, ledger, found)]);
  await checkDecks(world, ledger, uploads, found);
  await checkSlideImages(world, found);
  return found;
}

async function checkUsers(world: World, ledger: Ledger, found: Findings) {
  for (const [email, step] of ledger.users) {
    const answer = await call(world.url, 'GET', `/api/users?search=${encodeURIComponent(email)}&limit=10`, {
      token: world.admin,
    });
    const matches = (answer.body.data as { email: string }[]).filter((u) => u.email === email).length;
    found.checked++;
    if (step.acked && matches === 0) found.lost.push(`user ${email}`);
    if (matches > 1) found.duplicated.push(`user ${email} ×${matches}`);
  }
}

async function checkSessions(world: World, ledger: Ledger, found: Findings) {
  for (const [id, session] of ledger.sessions) {
    const [start, ...rest] = session.steps;
    const end = rest.at(-1) as Step;
    if (!start?.acked && !rest.some((s) => s.acked)) continue;
    found.checked++;
    const answer = await call(world.url, 'GET', `/api/class-sessions/${id}`, { token: world.teacher });
    if (answer.status !== 200) {
      found.lost.push(`session ${id}: its start (answer ${answer.status})`);
      continue;
    }
    const seen = answer.body.session;
    const furthest = Math.max(
      1,
      ...rest
        .filter((s) => s.acked && s !== end)
        .map((s) => (s.request.json as { furthestSlide: number }).furthestSlide),
    );
    if (seen.ending_slide < furthest)
      found.lost.push(`session ${id}: furthest slide ${seen.ending_slide} < ${furthest}`);
    if (!end.acked) continue;
    const absent = [...session.absent].sort();
    const ended =
      seen.status === 'ended' &&
      seen.students_attended === session.attended &&
      seen.total_students === session.total &&
      seen.roll_call === true &&
      JSON.stringify(seen.absent_student_ids) === JSON.stringify(absent);
    if (!ended) {
      found.lost.push(
        `session ${id}: end with roll call (${seen.status}, ${seen.students_attended}/${seen.total_students}, ` +
          `absent ${seen.absent_student_ids?.length})`,
      );
    }
  }
}

/** An acknowledged upload (202) is converted, after the restart if need be: its job completes. */
async function checkDecks(world: World, ledger: Ledger, uploads: Map<string, Step>, found: Findings) {
  for (const [jobId, step] of uploads) {
    if (!step.acked) continue;
    found.checked++;
    const grade = (step.request.json as { classNumber: number }).classNumber;
    try {
      const job = await eventually(
        async () => {
          const answer = await call(world.url, 'GET', `/api/course-materials/jobs/${jobId}`, { token: world.admin });
          if (answer.status === 404) return { status: 'missing', version: null };
          return ['completed', 'failed'].includes(answer.body.status) ? answer.body : undefined;
        },
        180_000,
        `the conversion of job ${jobId}`,
      );
      if (job.status !== 'completed') found.lost.push(`deck for class ${grade}: job ${jobId} ${job.status}`);
      else ledger.decks.set(grade, Math.max(ledger.decks.get(grade) ?? 0, job.version));
    } catch (error) {
      found.lost.push(`deck for class ${grade}: ${(error as Error).message}`);
    }
  }
}

/**
 * Every slide image and thumbnail of each grade's deck is whole. A conversion the restart resumed (an upload the cut
 * left unanswered) may swap a grade's deck while it is read: the old version's files go with it, so a grade whose
 * version changed under the check is read again (at most 3 times) rather than reported.
 */
async function checkSlideImages(world: World, found: Findings) {
  for (let grade = 1; grade <= 12; grade++) {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(world.url, 'GET', `/api/course-materials/class/${grade}`, { token: world.admin });
      if (answer.status !== 200) break;
      const broken = await brokenImages(world, grade, answer.body.material.slides as SlideView[], found);
      if (broken.length === 0) break;
      const now = await call(world.url, 'GET', `/api/course-materials/class/${grade}`, { token: world.admin });
      const swapped = now.status === 200 && now.body.material.version !== answer.body.material.version;
      if (swapped && attempt < 3) continue;
      found.broken.push(...broken);
      break;
    }
  }
}

async function brokenImages(world: World, grade: number, slides: SlideView[], found: Findings): Promise<string[]> {
  const broken: string[] = [];
  for (const slide of slides) {
    const files: [string, number][] = [
      [slide.imageUrl, slide.imageBytes],
      [slide.thumbnailUrl, slide.thumbBytes],
    ];
    for (const [url, bytes] of files) {
      found.checked++;
      const image = await call(world.url, 'GET', `/api${url}`, { token: world.admin });
      // Anything but a 200 is a finding with what the server said (an error's body is JSON, not bytes).
      const why =
        image.status !== 200
          ? `answer ${image.status} ${JSON.stringify(image.body).slice(0, 200)}`
          : imageProblem(Buffer.from(image.body as ArrayBuffer), bytes);
      if (why) broken.push(`class ${grade} ${url}: ${why}`);
    }
  }
  return broken;
}

/** Null when the bytes are a whole WebP file of the recorded size, else what is wrong. */
function imageProblem(body: Buffer, bytes: number): string | null {
  return wholeWebp(body) ?? (body.length === bytes ? null : `${body.length} bytes, ${bytes} recorded`);
}

/** Null when the bytes are a whole WebP file (its RIFF header's length matches), else what is wrong. */
export function wholeWebp(bytes: Buffer): string | null {
  if (bytes.length < 12) return `${bytes.length} bytes`;
  if (bytes.subarray(0, 4).toString() !== 'RIFF' || bytes.subarray(8, 12).toString() !== 'WEBP') return 'not WebP';
  const declared = bytes.readUInt32LE(4) + 8;
  return declared === bytes.length ? null : `${bytes.length} of ${declared} bytes`;
}
