import * as v from 'valibot';
import { classItemFields, placeFields, submitterFields } from './class-items';
import { DUE_DATE_MESSAGES, isValidDate } from './due-date';
import { optionalText, requiredText } from './fields';
import { PaginationSchema } from './pagination';
import { valued } from './valued';

/** Spec 03 §9: ratings 1 to 10 by default. */
export const SURVEY_LIMITS = {
  defaultMin: 1,
  defaultMax: 10,
  lowestRating: 0,
  highestRating: 100,
  maxQuestions: 50,
  maxVerbatim: 2000,
  recentSubmissions: 5,
} as const;

/** A question as stored and as everyone reads it. */
export const SurveyQuestionViewSchema = v.strictObject({
  prompt: v.string(),
  min: v.number(),
  max: v.number(),
  allow_verbatim: v.boolean(),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestionViewSchema>;

/**
 * The four suggested questions the survey editor offers (spec 03 §9), in the teacher's language (issue 42): once in
 * the form they are the teacher's own text, sent and shown as written.
 */
export const SUGGESTED_SURVEY_PROMPTS = {
  clear: 'The teacher explained the topics clearly',
  pace: 'The pace of the class was right for me',
  questions: 'The teacher encouraged questions',
  overall: 'Overall, the class was effective',
} as const;
const P = SUGGESTED_SURVEY_PROMPTS;
export const SUGGESTED_SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  { prompt: P.clear, min: 1, max: 10, allow_verbatim: false },
  { prompt: P.pace, min: 1, max: 10, allow_verbatim: false },
  { prompt: P.questions, min: 1, max: 10, allow_verbatim: false },
  { prompt: P.overall, min: 1, max: 10, allow_verbatim: true },
];

export const SURVEY_MESSAGES = {
  title: 'Please enter a title',
  school: 'Please select a school',
  due: 'Please set a due date/time',
  classes: 'Please select at least one class',
  created: valued<[number]>('Created {count} survey(s)'),
  updated: 'Survey updated',
  published: 'Survey published',
  submitted: 'Survey submitted',
  notFound: 'Survey not found',
  notYourClass: valued<[string]>('You do not teach class {classLevel} at this school'),
  notAuthor: 'Only the teacher who created this survey can change or publish it',
  noQuestions: 'Add at least one question before publishing',
  prompt: 'Please enter every question',
  range: `Ratings must be whole numbers from ${SURVEY_LIMITS.lowestRating} to ${SURVEY_LIMITS.highestRating}`,
  minBelowMax: 'The lowest rating must be less than the highest',
  locked: 'Students have already submitted: the questions, school and class can no longer change',
  alreadySubmitted: 'You have already submitted this survey',
  pastDue: DUE_DATE_MESSAGES.pastDue,
  answerCount: valued<[number]>('Please send exactly one answer per question ({count})'),
  ratingRange: valued<[number, number, number]>('Rating for question {question} must be between {min} and {max}'),
  noComment: valued<[number]>('Question {question} does not take a comment'),
  failedLoad: 'Failed to load',
  failedSave: 'Failed to save',
  failedPublish: 'Failed to publish',
} as const;

const M = SURVEY_MESSAGES;
const rating = (fallback: number) =>
  v.optional(
    v.pipe(
      v.number(M.range),
      v.integer(M.range),
      v.minValue(SURVEY_LIMITS.lowestRating, M.range),
      v.maxValue(SURVEY_LIMITS.highestRating, M.range),
    ),
    fallback,
  );

export const SurveyQuestionSchema = v.pipe(
  v.object({
    prompt: v.pipe(requiredText(M.prompt), v.maxLength(2000, 'A question can be at most 2000 characters')),
    min: rating(SURVEY_LIMITS.defaultMin),
    max: rating(SURVEY_LIMITS.defaultMax),
    allow_verbatim: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((q) => q.min < q.max, M.minBelowMax),
    ['max'],
  ),
);
export type SurveyQuestionInput = v.InferInput<typeof SurveyQuestionSchema>;

const questions = v.pipe(
  v.array(SurveyQuestionSchema, 'questions must be a list'),
  v.maxLength(SURVEY_LIMITS.maxQuestions, `A survey can have at most ${SURVEY_LIMITS.maxQuestions} questions`),
);
const title = v.pipe(requiredText(M.title), v.maxLength(200, 'Title can be at most 200 characters'));
const description = v.pipe(optionalText(), v.maxLength(5000, 'Description can be at most 5000 characters'));
const dueAt = v.pipe(requiredText(M.due), v.check(isValidDate, DUE_DATE_MESSAGES.invalid));
const classLevel = v.pipe(requiredText(M.classes), v.toUpperCase(), v.maxLength(20, M.classes));

/** POST /api/surveys: one survey per class in class_levels (upper-cased, duplicates dropped). */
export const CreateSurveySchema = v.object({
  title,
  description,
  school_id: requiredText(M.school),
  class_levels: v.pipe(
    v.optional(v.array(classLevel, M.classes), []),
    v.minLength(1, M.classes),
    v.transform((list) => [...new Set(list)]),
  ),
  due_at: dueAt,
  allow_late_submissions: v.optional(v.boolean(), false),
  questions: v.optional(questions, []),
});
export type CreateSurveyInput = v.InferInput<typeof CreateSurveySchema>;

/** PUT /api/surveys/{id}: omitted optional fields keep their stored values. */
export const UpdateSurveySchema = v.object({
  title,
  description: v.optional(description),
  school_id: requiredText(M.school),
  class_level: v.optional(classLevel),
  due_at: dueAt,
  allow_late_submissions: v.optional(v.boolean()),
  questions: v.optional(questions),
});
export type UpdateSurveyInput = v.InferInput<typeof UpdateSurveySchema>;

/** POST /api/surveys/{id}/submit: one answer per question; a comment only where allow_verbatim. */
export const SubmitSurveySchema = v.object({
  answers: v.array(
    v.object({
      rating: v.pipe(v.number('Each rating must be a number'), v.integer('Each rating must be a whole number')),
      verbatim: v.optional(
        v.pipe(
          v.nullable(v.string()),
          v.transform((s) => (s ?? '').trim()),
          v.maxLength(SURVEY_LIMITS.maxVerbatim, `A comment can be at most ${SURVEY_LIMITS.maxVerbatim} characters`),
        ),
      ),
    }),
    'answers must be a list',
  ),
});
export type SubmitSurveyInput = v.InferInput<typeof SubmitSurveySchema>;

// ---- Answers -------------------------------------------------------------------------------------------

/** An answer as stored: the comment only when one was given. */
export const SurveyAnswerSchema = v.strictObject({ rating: v.number(), verbatim: v.optional(v.string()) });
export type SurveyAnswer = v.InferOutput<typeof SurveyAnswerSchema>;
const base = { ...classItemFields, questions: v.array(SurveyQuestionViewSchema) };

/** What teachers, managers and admins read. */
export const SurveySchema = v.strictObject({ ...base, submissionCount: v.number() });
export type Survey = v.InferOutput<typeof SurveySchema>;
const ownSubmission = { _id: v.string(), submitted_at: v.string(), answers: v.array(SurveyAnswerSchema) };
export const OwnSurveySubmissionSchema = v.strictObject(ownSubmission);
export type OwnSurveySubmission = v.InferOutput<typeof OwnSurveySubmissionSchema>;
export const StudentSurveySchema = v.strictObject({
  ...base,
  submitted: v.boolean(),
  submission: v.nullable(OwnSurveySubmissionSchema),
});
export type StudentSurvey = v.InferOutput<typeof StudentSurveySchema>;

/** The teacher's view (submissionCount), not a student's. */
export const isTeacherSurvey = (s: Survey | StudentSurvey): s is Survey => 'submissionCount' in s;

export const SurveyListResponseSchema = v.strictObject({
  surveys: v.array(SurveySchema),
  pagination: PaginationSchema,
});
export type SurveyListResponse = v.InferOutput<typeof SurveyListResponseSchema>;
export const CreateSurveysResponseSchema = v.strictObject({ surveys: v.array(SurveySchema), message: v.string() });
export type CreateSurveysResponse = v.InferOutput<typeof CreateSurveysResponseSchema>;
/** An edit or a publish: the survey as saved. */
export const SurveyResponseSchema = v.strictObject({ survey: SurveySchema, message: v.string() });
export type SurveyResponse = v.InferOutput<typeof SurveyResponseSchema>;
/** GET /api/surveys/{id}: a student reads the student's view, anyone else the teacher's. */
export const SurveyReadResponseSchema = v.strictObject({ survey: v.union([SurveySchema, StudentSurveySchema]) });
export const AssignedSurveysResponseSchema = v.strictObject({ surveys: v.array(StudentSurveySchema) });
export type AssignedSurveysResponse = v.InferOutput<typeof AssignedSurveysResponseSchema>;
export const SubmitSurveyResponseSchema = v.strictObject({
  submission: v.strictObject({ ...ownSubmission, survey_id: v.string(), student_id: v.string() }),
  message: v.string(),
});
export type SubmitSurveyResponse = v.InferOutput<typeof SubmitSurveyResponseSchema>;

/** An average rating to one decimal, null with no ratings. */
const averageRating = v.nullable(v.number());

export const SurveySubmissionRowSchema = v.strictObject({
  ...submitterFields,
  answers: v.array(SurveyAnswerSchema),
  /** Mean of the ratings, to one decimal. */
  average_rating: averageRating,
});
export type SurveySubmissionRow = v.InferOutput<typeof SurveySubmissionRowSchema>;
export const SurveySubmissionsResponseSchema = v.strictObject({ submissions: v.array(SurveySubmissionRowSchema) });
export type SurveySubmissionsResponse = v.InferOutput<typeof SurveySubmissionsResponseSchema>;

/** GET /api/surveys/{id}/analytics */
export const SurveyAnalyticsSchema = v.strictObject({
  survey_id: v.string(),
  title: v.string(),
  school_id: v.string(),
  class_level: v.string(),
  students_in_class: v.number(),
  submissions: v.number(),
  average_rating: averageRating,
  questions: v.array(
    v.strictObject({
      prompt: v.string(),
      min: v.number(),
      max: v.number(),
      responses: v.number(),
      average_rating: averageRating,
      /** Count per rating, from min to max. */
      distribution: v.array(v.number()),
      verbatims: v.array(v.string()),
    }),
  ),
});
export type SurveyAnalytics = v.InferOutput<typeof SurveyAnalyticsSchema>;

/** GET /api/surveys/analytics/teacher/{id} */
export const TeacherSurveyAnalyticsSchema = v.strictObject({
  teacher_id: v.string(),
  groups: v.array(
    v.strictObject({
      ...placeFields,
      surveys: v.number(),
      published: v.number(),
      submissions: v.number(),
      average_rating: averageRating,
    }),
  ),
  totals: v.strictObject({ surveys: v.number(), submissions: v.number(), average_rating: averageRating }),
});
export type TeacherSurveyAnalytics = v.InferOutput<typeof TeacherSurveyAnalyticsSchema>;

/** GET /api/surveys/analytics/student/{id} */
export const StudentSurveyAnalyticsSchema = v.strictObject({
  student_id: v.string(),
  total_submissions: v.number(),
  groups: v.array(v.strictObject({ ...placeFields, submitted: v.number(), average_rating: averageRating })),
  recent: v.array(
    v.strictObject({
      survey_id: v.string(),
      title: v.string(),
      class_level: v.string(),
      submitted_at: v.string(),
      average_rating: averageRating,
    }),
  ),
});
export type StudentSurveyAnalytics = v.InferOutput<typeof StudentSurveyAnalyticsSchema>;
