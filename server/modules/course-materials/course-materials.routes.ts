import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { COURSE_MATERIAL_MESSAGES as M, MAX_PDF_BYTES, RenameSlideSchema } from '#contract/course-materials';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext, AppEnv } from '#server/lib/context';
import { HttpError, notFound } from '#server/lib/errors';
import { getJob } from '#server/lib/jobs';
import { readForm, validBody } from '#server/lib/validate';
import './course-materials.job';
import {
  assertGradeReadable,
  deleteMaterial,
  getMaterial,
  listMaterials,
  openSlideImage,
  renameSlide,
} from './course-materials.service';
import { acceptUpload } from './course-materials.upload';
import { CONVERT_JOB, toJobView } from './course-materials.view';
import { isUuid } from '#contract/list-query';

/** Multipart framing around a 50 MB file stays well under 1 MB. */
const UPLOAD_LIMIT = MAX_PDF_BYTES + 1024 * 1024;

function gradeParam(c: AppContext): number {
  const value = c.req.param('class') ?? '';
  if (!/^(?:[1-9]|1[0-2])$/.test(value)) throw notFound(M.notFound);
  return Number(value);
}

function positiveParam(c: AppContext, name: string, message: string): number {
  const value = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,8}$/.test(value)) throw notFound(message);
  return Number(value);
}

/** Slide images: signed-in readers only, cached privately for a year (the URL changes with the version). */
async function slideImage(c: AppContext, thumb: boolean) {
  const grade = gradeParam(c);
  const version = positiveParam(c, 'version', M.slideNotFound);
  const number = positiveParam(c, 'n', M.slideNotFound);
  await assertGradeReadable(c, grade);
  const blob = await openSlideImage(c.var.db, c.var.env, grade, version, number, thumb).catch((error) => {
    if (error instanceof HttpError && error.status === 503) c.header('Retry-After', '60'); // being made again
    throw error;
  });
  if (!blob) throw notFound(M.slideNotFound);
  return new Response(Readable.toWeb(blob.stream) as ReadableStream, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(blob.size),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const courseMaterialRoutes = new Hono<AppEnv>()
  .get('/', requireAuth(), async (c) => c.json(await listMaterials(c)))
  .post('/upload', requireAuth('admin'), async (c) => {
    // Size is checked here, not with hono/body-limit: that re-reads the request stream, which the
    // idempotency middleware has already read when the upload carries an Idempotency-Key.
    if (Number(c.req.header('content-length') ?? 0) > UPLOAD_LIMIT) throw new HttpError(413, M.tooLarge);
    const form = await readForm(c);
    return c.json(await acceptUpload(c.var.db, c.var.env, currentUser(c).id, form), 202);
  })
  .get('/jobs/:id', requireAuth('admin'), async (c) => {
    const id = c.req.param('id');
    const job = isUuid(id) ? await getJob(c.var.db, id) : undefined;
    if (!job || job.kind !== CONVERT_JOB) throw notFound('Conversion not found');
    return c.json(toJobView(job));
  })
  .get('/class/:class', requireAuth(), async (c) => c.json({ material: await getMaterial(c, gradeParam(c)) }))
  .delete('/class/:class', requireAuth('admin'), async (c) => {
    const grade = gradeParam(c);
    await deleteMaterial(c.var.db, c.var.env, currentUser(c), grade);
    return c.json({ message: `Course material for Class ${grade} deleted` });
  })
  .put('/class/:class/slide/:n', requireAuth('admin'), validBody(RenameSlideSchema), async (c) => {
    const grade = gradeParam(c);
    const number = positiveParam(c, 'n', M.slideNotFound);
    const slide = await renameSlide(c.var.db, currentUser(c).id, grade, number, c.req.valid('json').title);
    return c.json({ slide, message: M.renamed });
  })
  .get('/class/:class/v/:version/slide/:n', requireAuth(), (c) => slideImage(c, false))
  .get('/class/:class/v/:version/slide/:n/thumb', requireAuth(), (c) => slideImage(c, true));
