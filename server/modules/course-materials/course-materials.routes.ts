import { Readable } from 'node:stream';
import { isGrade } from '#contract/class-level';
import { COURSE_MATERIAL_MESSAGES as M, MAX_PDF_BYTES } from '#contract/course-materials';
import { courseMaterials } from '#contract/course-materials-endpoints';
import { actorOf } from '#server/lib/actor';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { HttpError, notFound } from '#server/lib/errors';
import { keepAnswerIn } from '#server/lib/idempotency';
import { getJob } from '#server/lib/jobs';
import { readForm } from '#server/lib/validate';
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

/** The grade of a `:class` param; any other value answers 404. */
function gradeParam(value: string): number {
  if (!isGrade(value)) throw notFound(M.notFound);
  return Number(value);
}

function positiveParam(value: string, message: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw notFound(message);
  return Number(value);
}

/** Slide images: signed-in readers only, cached privately for a year (the URL changes with the version). */
async function slideImage(c: AppContext, params: { class: string; version: string; n: string }, thumb: boolean) {
  const grade = gradeParam(params.class);
  const version = positiveParam(params.version, M.slideNotFound);
  const number = positiveParam(params.n, M.slideNotFound);
  await assertGradeReadable(actorOf(c), grade);
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

const signedIn = [requireAuth()];
const admins = [requireAuth('admin')];

/** Mounted at /api/course-materials. */
export const courseMaterialRoutes = endpointRoutes('/course-materials')
  .serve(courseMaterials.list, signedIn, (c) => listMaterials(actorOf(c)))
  .serve(courseMaterials.upload, admins, async (c) => {
    // Size is checked here, not with hono/body-limit: that re-reads the request stream, which the
    // idempotency middleware has already read when the upload carries an Idempotency-Key.
    if (Number(c.req.header('content-length') ?? 0) > UPLOAD_LIMIT) throw new HttpError(413, M.tooLarge);
    // Its answer kept with its job: a repeat after a crash gets it rather than queueing a second conversion.
    return acceptUpload(c.var.db, c.var.env, currentUser(c).id, await readForm(c), (tx, answer) =>
      keepAnswerIn(tx, c, 202, answer),
    );
  })
  .serve(courseMaterials.job, admins, async (c, { params }) => {
    const job = isUuid(params.id) ? await getJob(c.var.db, params.id) : undefined;
    if (!job || job.kind !== CONVERT_JOB) throw notFound('Conversion not found');
    return toJobView(job);
  })
  .serve(courseMaterials.get, signedIn, async (c, { params }) => ({
    material: await getMaterial(actorOf(c), gradeParam(params.class)),
  }))
  .serve(courseMaterials.delete, admins, async (c, { params }) => {
    const grade = gradeParam(params.class);
    await deleteMaterial(c.var.db, c.var.env, currentUser(c), grade);
    return { message: `Course material for Class ${grade} deleted` };
  })
  .serve(courseMaterials.renameSlide, admins, async (c, { params, body }) => {
    const grade = gradeParam(params.class);
    const number = positiveParam(params.n, M.slideNotFound);
    const slide = await renameSlide(c.var.db, currentUser(c).id, grade, number, body.title);
    return { slide, message: M.renamed };
  })
  .serve(courseMaterials.slideImage, signedIn, (c, { params }) => slideImage(c, params, false))
  .serve(courseMaterials.slideThumbnail, signedIn, (c, { params }) => slideImage(c, params, true)).router;
