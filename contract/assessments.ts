import * as v from 'valibot';
import { classItemFields, placeFields, submitterFields } from './class-items';
import { DUE_DATE_MESSAGES, isValidDate } from './due-date';
import { optionalText, requiredText } from './fields';
import { PaginationSchema } from './pagination';
import { valued } from './valued';

/** Spec 03 §9. */
export const ASSESSMENT_LIMITS = {
  minOptions: 2,
  maxOptions: 8,
  defaultPoints: 1,
  defaultCorrectIndex: 0,
  maxQuestions: 100,
  recentSubmissions: 5,
} as const;

export const ASSESSMENT_MESSAGES = {
  save: 'Please fill title, school, class and due date',
  created: valued<[number]>('Created {count} assessment(s)'),
  updated: 'Assessment updated',
  published: 'Assessment published',
  submitted: 'Assessment submitted',
  notFound: 'Assessment not found',
  notYourClass: valued<[string]>('You do not teach class {classLevel} at this school'),
  notAuthor: 'Only the teacher who created this assessment can change or publish it',
  noQuestions: 'Add at least one question before publishing',
  prompt: 'Please enter every question',
  option: 'Please fill every option',
  minOptions: `Each question needs at least ${ASSESSMENT_LIMITS.minOptions} options`,
  maxOptions: `A question can have at most ${ASSESSMENT_LIMITS.maxOptions} options`,
  correctIndex: 'Choose exactly one correct option among the options',
  points: 'Points must be a whole number from 1 to 100',
  locked: 'Students have already submitted: the questions, school and class can no longer change',
  alreadySubmitted: 'You have already submitted this assessment',
  pastDue: DUE_DATE_MESSAGES.pastDue,
  answerCount: valued<[number]>('Please send exactly one answer per question ({count}), -1 when unanswered'),
  answerRange: valued<[number]>('Answer to question {question} is not one of its options'),
  failedLoad: 'Failed to load',
  failedSave: 'Failed to save',
  failedPublish: 'Failed to publish',
} as const;

const M = ASSESSMENT_MESSAGES;
const wholeNumber = (message: string) => v.pipe(v.number(message), v.integer(message));

export const AssessmentQuestionSchema = v.pipe(
  v.object({
    prompt: v.pipe(requiredText(M.prompt), v.maxLength(2000, 'A question can be at most 2000 characters')),
    options: v.pipe(
      v.array(
        v.pipe(requiredText(M.option), v.maxLength(500, 'An option can be at most 500 characters')),
        M.minOptions,
      ),
      v.minLength(ASSESSMENT_LIMITS.minOptions, M.minOptions),
      v.maxLength(ASSESSMENT_LIMITS.maxOptions, M.maxOptions),
    ),
    correctIndex: v.optional(
      v.pipe(wholeNumber(M.correctIndex), v.minValue(0, M.correctIndex)),
      ASSESSMENT_LIMITS.defaultCorrectIndex,
    ),
    points: v.optional(
      v.pipe(wholeNumber(M.points), v.minValue(1, M.points), v.maxValue(100, M.points)),
      ASSESSMENT_LIMITS.defaultPoints,
    ),
  }),
  v.forward(
    v.check((q) => q.correctIndex < q.options.length, M.correctIndex),
    ['correctIndex'],
  ),
);
export type AssessmentQuestionInput = v.InferInput<typeof AssessmentQuestionSchema>;
export type AssessmentQuestion = v.InferOutput<typeof AssessmentQuestionSchema>;

const questions = v.pipe(
  v.array(AssessmentQuestionSchema, 'questions must be a list'),
  v.maxLength(
    ASSESSMENT_LIMITS.maxQuestions,
    `An assessment can have at most ${ASSESSMENT_LIMITS.maxQuestions} questions`,
  ),
);
const dueAt = v.pipe(requiredText(M.save), v.check(isValidDate, DUE_DATE_MESSAGES.invalid));
const title = v.pipe(requiredText(M.save), v.maxLength(200, 'Title can be at most 200 characters'));
const description = v.pipe(optionalText(), v.maxLength(5000, 'Description can be at most 5000 characters'));
const classLevel = v.pipe(requiredText(M.save), v.toUpperCase(), v.maxLength(20, M.save));

/** POST /api/assessments: one assessment per class in class_levels (upper-cased, duplicates dropped). */
export const CreateAssessmentSchema = v.object({
  title,
  description,
  school_id: requiredText(M.save),
  class_levels: v.pipe(
    v.optional(v.array(classLevel, M.save), []),
    v.minLength(1, M.save),
    v.transform((list) => [...new Set(list)]),
  ),
  due_at: dueAt,
  allow_late_submissions: v.optional(v.boolean(), false),
  questions: v.optional(questions, []),
});
export type CreateAssessmentInput = v.InferInput<typeof CreateAssessmentSchema>;

/** PUT /api/assessments/{id}: one class; omitted optional fields keep their stored values. */
export const UpdateAssessmentSchema = v.object({
  title,
  description: v.optional(description),
  school_id: requiredText(M.save),
  class_level: v.optional(classLevel),
  due_at: dueAt,
  allow_late_submissions: v.optional(v.boolean()),
  questions: v.optional(questions),
});
export type UpdateAssessmentInput = v.InferInput<typeof UpdateAssessmentSchema>;

/** POST /api/assessments/{id}/submit: one selectedIndex per question, -1 when unanswered. */
export const SubmitAssessmentSchema = v.object({
  answers: v.array(wholeNumber('Each answer must be a whole number (-1 when unanswered)'), 'answers must be a list'),
});
export type SubmitAssessmentInput = v.InferInput<typeof SubmitAssessmentSchema>;

// ---- Answers -------------------------------------------------------------------------------------------

/** A question as stored and as readers see it: its correct option and points always set. */
const QuestionViewSchema = v.strictObject({
  prompt: v.string(),
  options: v.array(v.string()),
  correctIndex: v.number(),
  points: v.number(),
});
const base = { ...classItemFields, max_score: v.number() };

/** What teachers, managers and admins read. */
export const AssessmentSchema = v.strictObject({
  ...base,
  questions: v.array(QuestionViewSchema),
  submissionCount: v.number(),
});
export type Assessment = v.InferOutput<typeof AssessmentSchema>;

/** A question as a student reads it: correctIndex only once they have submitted. */
export const StudentAssessmentQuestionSchema = v.strictObject({
  prompt: v.string(),
  options: v.array(v.string()),
  points: v.number(),
  correctIndex: v.optional(v.number()),
});
export type StudentAssessmentQuestion = v.InferOutput<typeof StudentAssessmentQuestionSchema>;

const ownSubmission = {
  _id: v.string(),
  submitted_at: v.string(),
  score: v.number(),
  max_score: v.number(),
  answers: v.array(v.number()),
};
export const OwnAssessmentSubmissionSchema = v.strictObject(ownSubmission);
export type OwnAssessmentSubmission = v.InferOutput<typeof OwnAssessmentSubmissionSchema>;

export const StudentAssessmentSchema = v.strictObject({
  ...base,
  questions: v.array(StudentAssessmentQuestionSchema),
  submitted: v.boolean(),
  submission: v.nullable(OwnAssessmentSubmissionSchema),
});
export type StudentAssessment = v.InferOutput<typeof StudentAssessmentSchema>;

/** The teacher's view (submissionCount), not a student's. */
export const isTeacherAssessment = (a: Assessment | StudentAssessment): a is Assessment => 'submissionCount' in a;

export const AssessmentListResponseSchema = v.strictObject({
  assessments: v.array(AssessmentSchema),
  pagination: PaginationSchema,
});
export type AssessmentListResponse = v.InferOutput<typeof AssessmentListResponseSchema>;
export const CreateAssessmentsResponseSchema = v.strictObject({
  assessments: v.array(AssessmentSchema),
  message: v.string(),
});
export type CreateAssessmentsResponse = v.InferOutput<typeof CreateAssessmentsResponseSchema>;
/** An edit or a publish: the assessment as saved. */
export const AssessmentResponseSchema = v.strictObject({ assessment: AssessmentSchema, message: v.string() });
export type AssessmentResponse = v.InferOutput<typeof AssessmentResponseSchema>;
/** GET /api/assessments/{id}: a student reads the student's view, anyone else the teacher's. */
export const AssessmentReadResponseSchema = v.strictObject({
  assessment: v.union([AssessmentSchema, StudentAssessmentSchema]),
});
export const AssignedAssessmentsResponseSchema = v.strictObject({ assessments: v.array(StudentAssessmentSchema) });
export type AssignedAssessmentsResponse = v.InferOutput<typeof AssignedAssessmentsResponseSchema>;

export const AssessmentSubmissionRowSchema = v.strictObject({
  ...submitterFields,
  score: v.number(),
  max_score: v.number(),
  answers: v.array(v.number()),
});
export type AssessmentSubmissionRow = v.InferOutput<typeof AssessmentSubmissionRowSchema>;
export const AssessmentSubmissionsResponseSchema = v.strictObject({
  submissions: v.array(AssessmentSubmissionRowSchema),
});
export type AssessmentSubmissionsResponse = v.InferOutput<typeof AssessmentSubmissionsResponseSchema>;

export const SubmitResultDetailSchema = v.strictObject({
  correct: v.boolean(),
  correctIndex: v.number(),
  selectedIndex: v.number(),
  points: v.number(),
});
export type SubmitResultDetail = v.InferOutput<typeof SubmitResultDetailSchema>;
export const SubmitAssessmentResponseSchema = v.strictObject({
  details: v.array(SubmitResultDetailSchema),
  submission: v.strictObject({ ...ownSubmission, assessment_id: v.string(), student_id: v.string() }),
  message: v.string(),
});
export type SubmitAssessmentResponse = v.InferOutput<typeof SubmitAssessmentResponseSchema>;

const percent = v.nullable(v.number());

/** GET /api/assessments/{id}/analytics */
export const AssessmentAnalyticsSchema = v.strictObject({
  assessment_id: v.string(),
  title: v.string(),
  school_id: v.string(),
  class_level: v.string(),
  max_score: v.number(),
  students_in_class: v.number(),
  submissions: v.number(),
  /** Mean of the submissions' unrounded score percentages (score / max_score), rounded once (contract/percent.ts). */
  avg_score_pct: percent,
  highest_score: v.nullable(v.number()),
  lowest_score: v.nullable(v.number()),
  questions: v.array(
    v.strictObject({
      prompt: v.string(),
      correctIndex: v.number(),
      correct: v.number(),
      correct_pct: percent,
      unanswered: v.number(),
      option_counts: v.array(v.number()),
    }),
  ),
});
export type AssessmentAnalytics = v.InferOutput<typeof AssessmentAnalyticsSchema>;

/** GET /api/assessments/analytics/teacher/{id} */
export const TeacherAssessmentGroupSchema = v.strictObject({
  ...placeFields,
  assessments: v.number(),
  published: v.number(),
  submissions: v.number(),
  avg_score_pct: percent,
});
export type TeacherAssessmentGroup = v.InferOutput<typeof TeacherAssessmentGroupSchema>;
export const TeacherAssessmentAnalyticsSchema = v.strictObject({
  teacher_id: v.string(),
  groups: v.array(TeacherAssessmentGroupSchema),
  totals: v.strictObject({ assessments: v.number(), submissions: v.number(), avg_score_pct: percent }),
});
export type TeacherAssessmentAnalytics = v.InferOutput<typeof TeacherAssessmentAnalyticsSchema>;

/** GET /api/assessments/analytics/student/{id} */
export const StudentAssessmentAnalyticsSchema = v.strictObject({
  student_id: v.string(),
  total_submissions: v.number(),
  /** Mean of the unrounded score percentages of all their submissions, rounded once (contract/percent.ts). */
  average_score_pct: percent,
  groups: v.array(v.strictObject({ ...placeFields, submitted: v.number(), avg_score_pct: percent })),
  recent: v.array(
    v.strictObject({
      assessment_id: v.string(),
      title: v.string(),
      class_level: v.string(),
      submitted_at: v.string(),
      score: v.number(),
      max_score: v.number(),
    }),
  ),
});
export type StudentAssessmentAnalytics = v.InferOutput<typeof StudentAssessmentAnalyticsSchema>;
