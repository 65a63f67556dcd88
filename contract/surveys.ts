import * as v from 'valibot';
import { DUE_DATE_MESSAGES, isValidDate } from './due-date';
import { optionalText, requiredText } from './fields';

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

export type SurveyQuestion = { prompt: string; min: number; max: number; allow_verbatim: boolean };

/** The four suggested questions the survey editor offers (spec 03 §9). */
export const SUGGESTED_SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  { prompt: 'The teacher explained the topics clearly', min: 1, max: 10, allow_verbatim: false },
  { prompt: 'The pace of the class was right for me', min: 1, max: 10, allow_verbatim: false },
  { prompt: 'The teacher encouraged questions', min: 1, max: 10, allow_verbatim: false },
  { prompt: 'Overall, the class was effective', min: 1, max: 10, allow_verbatim: true },
];

export const SURVEY_MESSAGES = {
  title: 'Please enter a title',
  school: 'Please select a school',
  due: 'Please set a due date/time',
  classes: 'Please select at least one class',
  created: (n: number) => `Created ${n} survey(s)`,
  updated: 'Survey updated',
  published: 'Survey published',
  submitted: 'Survey submitted',
  notFound: 'Survey not found',
  notYourClass: (classLevel: string) => `You do not teach class ${classLevel} at this school`,
  notAuthor: 'Only the teacher who created this survey can change or publish it',
  noQuestions: 'Add at least one question before publishing',
  prompt: 'Please enter every question',
  range: `Ratings must be whole numbers from ${SURVEY_LIMITS.lowestRating} to ${SURVEY_LIMITS.highestRating}`,
  minBelowMax: 'The lowest rating must be less than the highest',
  locked: 'Students have already submitted: the questions, school and class can no longer change',
  alreadySubmitted: 'You have already submitted this survey',
  pastDue: DUE_DATE_MESSAGES.pastDue,
  answerCount: (n: number) => `Please send exactly one answer per question (${n})`,
  ratingRange: (question: number, min: number, max: number) =>
    `Rating for question ${question} must be between ${min} and ${max}`,
  noComment: (question: number) => `Question ${question} does not take a comment`,
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

export type SurveyAnswer = { rating: number; verbatim?: string };
export type Survey = {
  _id: string;
  title: string;
  description: string;
  school_id: string;
  school_name: string;
  class_level: string;
  teacher_id: string;
  due_at: string;
  allow_late_submissions: boolean;
  published: boolean;
  published_at: string | null;
  questions: SurveyQuestion[];
  submissionCount: number;
  createdAt: string;
  updatedAt: string;
};
export type OwnSurveySubmission = { _id: string; submitted_at: string; answers: SurveyAnswer[] };
export type StudentSurvey = Omit<Survey, 'submissionCount'> & {
  submitted: boolean;
  submission: OwnSurveySubmission | null;
};

export type SurveyListResponse = { surveys: Survey[] };
export type CreateSurveysResponse = { surveys: Survey[]; message: string };
export type SurveyResponse = { survey: Survey; message?: string };
export type StudentSurveyResponse = { survey: StudentSurvey };
export type AssignedSurveysResponse = { surveys: StudentSurvey[] };
export type SubmitSurveyResponse = {
  submission: OwnSurveySubmission & { survey_id: string; student_id: string };
  message: string;
};

export type SurveySubmissionRow = {
  _id: string;
  student_id: { _id: string; name: string };
  submitted_at: string;
  answers: SurveyAnswer[];
  /** Mean of the ratings, to one decimal. */
  average_rating: number | null;
};
export type SurveySubmissionsResponse = { submissions: SurveySubmissionRow[] };

/** GET /api/surveys/{id}/analytics */
export type SurveyAnalytics = {
  survey_id: string;
  title: string;
  school_id: string;
  class_level: string;
  students_in_class: number;
  submissions: number;
  average_rating: number | null;
  questions: {
    prompt: string;
    min: number;
    max: number;
    responses: number;
    average_rating: number | null;
    /** Count per rating, from min to max. */
    distribution: number[];
    verbatims: string[];
  }[];
};

/** GET /api/surveys/analytics/teacher/{id} */
export type TeacherSurveyAnalytics = {
  teacher_id: string;
  groups: {
    school_id: string;
    school_name: string;
    class_level: string;
    surveys: number;
    published: number;
    submissions: number;
    average_rating: number | null;
  }[];
  totals: { surveys: number; submissions: number; average_rating: number | null };
};

/** GET /api/surveys/analytics/student/{id} */
export type StudentSurveyAnalytics = {
  student_id: string;
  total_submissions: number;
  groups: {
    school_id: string;
    school_name: string;
    class_level: string;
    submitted: number;
    average_rating: number | null;
  }[];
  recent: {
    survey_id: string;
    title: string;
    class_level: string;
    submitted_at: string;
    average_rating: number | null;
  }[];
};
