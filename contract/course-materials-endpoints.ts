import { endpoint, FILE_ANSWER, pathOf } from './endpoint';
import {
  ConversionJobSchema,
  CourseMaterialListResponseSchema,
  CourseMaterialResponseSchema,
  RenameSlideResponseSchema,
  RenameSlideSchema,
  UploadResponseSchema,
} from './course-materials';
import { MessageAnswerSchema } from './errors';

/** Course materials (spec 03 §5, §8): one deck per grade (`:class` 1..12), its conversions and its slide images. */
export const courseMaterials = {
  /** The decks a caller may read; for admins also the conversions under way and the plan mismatches. */
  list: endpoint({ method: 'GET', path: '/course-materials', answer: CourseMaterialListResponseSchema }),
  /** A PDF for a grade (multipart: pdf, classNumber; read by the route), converted in the background. */
  upload: endpoint({ method: 'POST', path: '/course-materials/upload', answer: UploadResponseSchema, status: 202 }),
  /** A conversion's progress (admins). */
  job: endpoint({ method: 'GET', path: '/course-materials/jobs/:id', answer: ConversionJobSchema }),
  get: endpoint({ method: 'GET', path: '/course-materials/class/:class', answer: CourseMaterialResponseSchema }),
  delete: endpoint({ method: 'DELETE', path: '/course-materials/class/:class', answer: MessageAnswerSchema }),
  renameSlide: endpoint({
    method: 'PUT',
    path: '/course-materials/class/:class/slide/:n',
    body: RenameSlideSchema,
    answer: RenameSlideResponseSchema,
  }),
  /** A slide's image (image/webp), cached privately for a year: the URL changes with the deck's version. */
  slideImage: endpoint({
    method: 'GET',
    path: '/course-materials/class/:class/v/:version/slide/:n',
    answer: FILE_ANSWER,
  }),
  /** A slide's thumbnail (image/webp), cached like the image. */
  slideThumbnail: endpoint({
    method: 'GET',
    path: '/course-materials/class/:class/v/:version/slide/:n/thumb',
    answer: FILE_ANSWER,
  }),
};

/** The path of a slide's image or thumbnail under /api (the deck's answer lists them; the device fetches them). */
export function slideImagePath(classNumber: number, version: number, slide: number, thumb = false): string {
  const entry = thumb ? courseMaterials.slideThumbnail : courseMaterials.slideImage;
  return pathOf(entry, { class: String(classNumber), version: String(version), n: String(slide) });
}
