import * as v from 'valibot';
import { DUE_DATE_MESSAGES, isValidDate } from './due-date';
import { optionalText, requiredText } from './fields';

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
  created: (n: number) => `Created ${n} assessment(s)`,
  updated: 'Assessment updated',
  published: 'Assessment published',
  submitted: 'Assessment submitted',
  notFound: 'Assessment not found',
  notYourClass: (classLevel: string) => `You do not teach class ${classLevel} at this school`,
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
  answerCount: (n: number) => `Please send exactly one answer per question (${n}), -1 when unanswered`,
  answerRange: (question: number) => `Answer to question ${question} is not one of its options`,
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

type Base = {
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
  max_score: number;
  createdAt: string;
  updatedAt: string;
};
/** What teachers, managers and admins read. */
export type Assessment = Base & { questions: AssessmentQuestion[]; submissionCount: number };

/** A question as a student reads it: correctIndex only once they have submitted. */
export type StudentAssessmentQuestion = Omit<AssessmentQuestion, 'correctIndex'> & { correctIndex?: number };
export type OwnAssessmentSubmission = {
  _id: string;
  submitted_at: string;
  score: number;
  max_score: number;
  answers: number[];
};
export type StudentAssessment = Base & {
  questions: StudentAssessmentQuestion[];
  submitted: boolean;
  submission: OwnAssessmentSubmission | null;
};

export type AssessmentListResponse = { assessments: Assessment[] };
export type CreateAssessmentsResponse = { assessments: Assessment[]; message: string };
export type AssessmentResponse = { assessment: Assessment; message?: string };
export type StudentAssessmentResponse = { assessment: StudentAssessment };
export type AssignedAssessmentsResponse = { assessments: StudentAssessment[] };

export type AssessmentSubmissionRow = {
  _id: string;
  student_id: { _id: string; name: string };
  submitted_at: string;
  score: number;
  max_score: number;
  answers: number[];
};
export type AssessmentSubmissionsResponse = { submissions: AssessmentSubmissionRow[] };

export type SubmitResultDetail = { correct: boolean; correctIndex: number; selectedIndex: number; points: number };
export type SubmitAssessmentResponse = {
  details: SubmitResultDetail[];
  submission: OwnAssessmentSubmission & { assessment_id: string; student_id: string };
  message: string;
};

/** GET /api/assessments/{id}/analytics */
export type AssessmentAnalytics = {
  assessment_id: string;
  title: string;
  school_id: string;
  class_level: string;
  max_score: number;
  students_in_class: number;
  submissions: number;
  /** Mean of the submissions' unrounded score percentages (score / max_score), rounded once (contract/percent.ts). */
  avg_score_pct: number | null;
  highest_score: number | null;
  lowest_score: number | null;
  questions: {
    prompt: string;
    correctIndex: number;
    correct: number;
    correct_pct: number | null;
    unanswered: number;
    option_counts: number[];
  }[];
};

/** GET /api/assessments/analytics/teacher/{id} */
export type TeacherAssessmentGroup = {
  school_id: string;
  school_name: string;
  class_level: string;
  assessments: number;
  published: number;
  submissions: number;
  avg_score_pct: number | null;
};
export type TeacherAssessmentAnalytics = {
  teacher_id: string;
  groups: TeacherAssessmentGroup[];
  totals: { assessments: number; submissions: number; avg_score_pct: number | null };
};

/** GET /api/assessments/analytics/student/{id} */
export type StudentAssessmentAnalytics = {
  student_id: string;
  total_submissions: number;
  /** Mean of the unrounded score percentages of all their submissions, rounded once (contract/percent.ts). */
  average_score_pct: number | null;
  groups: {
    school_id: string;
    school_name: string;
    class_level: string;
    submitted: number;
    avg_score_pct: number | null;
  }[];
  recent: {
    assessment_id: string;
    title: string;
    class_level: string;
    submitted_at: string;
    score: number;
    max_score: number;
  }[];
};
