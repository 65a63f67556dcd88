import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './people';

export type AssessmentQuestion = { prompt: string; options: string[]; correctIndex: number; points: number };
export type SurveyQuestion = { prompt: string; min: number; max: number; allow_verbatim: boolean };

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    classLevel: text('class_level').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    allowLateSubmissions: boolean('allow_late_submissions').notNull().default(false),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    questions: jsonb('questions').$type<AssessmentQuestion[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_school_class_idx').on(t.schoolId, t.classLevel),
    index('assessments_teacher_idx').on(t.teacherId),
    index('assessments_due_idx').on(t.dueAt),
  ],
);

export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_submissions_once').on(t.assessmentId, t.studentId),
    index('assessment_submissions_student_idx').on(t.studentId),
  ],
);

export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    classLevel: text('class_level').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    allowLateSubmissions: boolean('allow_late_submissions').notNull().default(false),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('surveys_school_class_idx').on(t.schoolId, t.classLevel),
    index('surveys_teacher_idx').on(t.teacherId),
    index('surveys_due_idx').on(t.dueAt),
  ],
);

export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ rating: number; verbatim?: string }[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_submissions_once').on(t.surveyId, t.studentId),
    index('survey_submissions_student_idx').on(t.studentId),
  ],
);

export const explainerVideos = pgTable(
  'explainer_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    targetDuration: integer('target_duration').notNull(),
    status: text('status', { enum: ['processing', 'completed', 'failed'] })
      .notNull()
      .default('processing'),
    totalScenes: integer('total_scenes').notNull(),
    currentScene: integer('current_scene').notNull().default(0),
    scenes: jsonb('scenes').$type<{ sceneNumber: number; status: string; prompt: string }[]>().notNull().default([]),
    fileKey: text('file_key'),
    thumbnailKey: text('thumbnail_key'),
    captionsKey: text('captions_key'),
    /** 'course': made from the slides in `slides`; 'prompt': from the prompt's own text. */
    source: text('source', { enum: ['course', 'prompt'] })
      .notNull()
      .default('prompt'),
    slides: jsonb('slides')
      .$type<{ classNumber: number; slideNumber: number; title: string }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('explainer_videos_user_idx').on(t.userId), index('explainer_videos_status_idx').on(t.status)],
);
