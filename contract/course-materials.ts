import { valued } from './valued';
import * as v from 'valibot';
import { gradeSchema } from './class-level-schemas';
import { requiredText } from './fields';

/** Course materials: one slide deck per grade 1..12, converted from an uploaded PDF (spec 03 §5, §8). */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;
export const MAX_PDF_PAGES = 1000;
/** The viewer shows the thumbnail strip only for decks this small (spec 03 §9). */
export const THUMBNAIL_STRIP_MAX_SLIDES = 20;

export const COURSE_MATERIAL_MESSAGES = {
  /** An upload's answer while its pages are converted (plain numbers). */
  convertingOne: valued<[string, string]>('Converting {pages} page to slides for Class {classNumber}'),
  convertingMany: valued<[string, string]>('Converting {pages} pages to slides for Class {classNumber}'),
  notPdf: 'Please select a PDF file',
  missing: 'Please select a class and PDF file',
  invalidClass: 'Please select a class from 1 to 12',
  tooLarge: 'The PDF is larger than 50 MB. Please upload a smaller file.',
  passwordProtected: 'This PDF is password-protected. Please remove the password and upload it again.',
  damaged: 'This PDF could not be read. It may be damaged; please export it again and upload the new file.',
  tooManyPages: `This PDF has more than ${MAX_PDF_PAGES} pages. Please split it into smaller files.`,
  notFound: 'No course material found for this class',
  slideNotFound: 'Slide not found',
  titleRequired: 'Please enter a slide title',
  titleTooLong: 'The title must be 200 characters or fewer',
  // Client-side toasts of spec 03 §8.
  loadFailed: 'Failed to load course materials',
  uploadFailed: 'Failed to upload course material',
  deleteFailed: 'Failed to delete course material',
  renameFailed: 'Failed to update slide title',
  renamed: 'Slide title updated successfully',
  deleteConfirm: 'This will delete the slides of this class. This cannot be undone.',
} as const;

/** A grade 1..12 from a path or form value ('7'). */
export const ClassNumberSchema = gradeSchema(COURSE_MATERIAL_MESSAGES.invalidClass);

export const RenameSlideSchema = v.object({
  title: v.pipe(
    requiredText(COURSE_MATERIAL_MESSAGES.titleRequired),
    v.maxLength(200, COURSE_MATERIAL_MESSAGES.titleTooLong),
  ),
});
export type RenameSlideInput = v.InferInput<typeof RenameSlideSchema>;

/** One slide; image URLs are relative to the API base (/api) and change with the deck's version. */
export const SlideViewSchema = v.strictObject({
  number: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  thumbnailUrl: v.string(),
  imageBytes: v.number(),
  thumbBytes: v.number(),
});
export type SlideView = v.InferOutput<typeof SlideViewSchema>;

export const CourseMaterialSummarySchema = v.strictObject({
  _id: v.string(),
  class: v.number(),
  totalSlides: v.number(),
  /** Unique across all decks and rising with every upload; slide URLs embed it. */
  version: v.number(),
  pdfFileName: v.string(),
  pdfFileSize: v.number(),
  uploadDate: v.string(),
  /** Changes with every upload and every slide rename (titles are not part of the version). */
  updatedAt: v.string(),
  uploadedBy: v.nullable(v.strictObject({ _id: v.string(), name: v.string() })),
  /** Bytes of every full-size image and thumbnail: what keeping the deck offline takes. */
  totalBytes: v.number(),
});
export type CourseMaterialSummary = v.InferOutput<typeof CourseMaterialSummarySchema>;
export const CourseMaterialViewSchema = v.strictObject({
  ...CourseMaterialSummarySchema.entries,
  slides: v.array(SlideViewSchema),
});
export type CourseMaterialView = v.InferOutput<typeof CourseMaterialViewSchema>;

/**
 * Schools that offer the grade (a section of it in classes_offered) and whose configured slide count for it (Manage
 * Slides) differs from the deck: progress follows the deck, so the card says so instead of the two numbers silently
 * disagreeing (issue 15). A school's count for a grade it does not offer is not counted (issue 40).
 */
export const PlanMismatchSchema = v.strictObject({
  grade: v.number(),
  schools: v.number(),
  counts: v.array(v.number()),
});
export type PlanMismatch = v.InferOutput<typeof PlanMismatchSchema>;

export const CONVERSION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** A PDF conversion: progress counts converted pages out of total. */
export const ConversionJobSchema = v.strictObject({
  _id: v.string(),
  class: v.number(),
  pdfFileName: v.string(),
  status: v.picklist(CONVERSION_STATUSES),
  progress: v.number(),
  total: v.number(),
  error: v.nullable(v.string()),
  /** The deck's version once the conversion completed. */
  version: v.nullable(v.number()),
  /** Made again from the deck's own PDF because its slide images were lost on the server (a power cut). */
  repair: v.optional(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ConversionJob = v.InferOutput<typeof ConversionJobSchema>;

export const CourseMaterialListResponseSchema = v.strictObject({
  /** Admins only: the grades whose schools plan another count than the deck has. */
  planMismatches: v.optional(v.array(PlanMismatchSchema)),
  materials: v.array(CourseMaterialSummarySchema),
  conversions: v.array(ConversionJobSchema),
});
export type CourseMaterialListResponse = v.InferOutput<typeof CourseMaterialListResponseSchema>;
export const CourseMaterialResponseSchema = v.strictObject({ material: CourseMaterialViewSchema });
export type CourseMaterialResponse = v.InferOutput<typeof CourseMaterialResponseSchema>;
/** POST /course-materials/upload answers 202: the deck is converted in the background. */
export const UploadResponseSchema = v.strictObject({
  message: v.string(),
  job: ConversionJobSchema,
  material: v.strictObject({
    class: v.number(),
    totalSlides: v.number(),
    pdfFileName: v.string(),
    pdfFileSize: v.number(),
  }),
});
export type UploadResponse = v.InferOutput<typeof UploadResponseSchema>;
/** PUT /course-materials/class/:class/slide/:n: the slide as renamed. */
export const RenameSlideResponseSchema = v.strictObject({
  slide: v.strictObject({ number: v.number(), title: v.string() }),
  message: v.string(),
});
export type RenameSlideResponse = v.InferOutput<typeof RenameSlideResponseSchema>;
