import { LOCALES } from '#contract/locales';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './people';

/** An institution enquiry from the public form; only verified ones are shown to admins. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_verified_idx').on(t.verified, t.createdAt), index('enquiries_email_idx').on(t.email)],
);

/**
 * A teacher application. An admin converts a verified one into a pending teacher account (user_id), then approves
 * or rejects that account; a rejection keeps its reason here (the account itself is deleted).
 */
export const teacherApplications = pgTable(
  'teacher_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: text('status', { enum: ['new', 'converted', 'rejected'] })
      .notNull()
      .default('new'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The language the form was filled in (issue 42): the account made from it starts in it. */
    locale: text('locale', { enum: LOCALES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_applications_verified_idx').on(t.verified, t.createdAt),
    index('teacher_applications_email_idx').on(t.email),
    index('teacher_applications_user_idx').on(t.userId),
  ],
);

/** A one-time e-mail code; its id is the sessionId the client holds. The code is stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['enquiry', 'teacher_application'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_subject_idx').on(t.subjectId)],
);

/** The embedded development mailbox: every e-mail sent when no SMTP_URL is configured. */
export const mailbox = pgTable(
  'mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_to_idx').on(t.to, t.createdAt), index('mailbox_created_idx').on(t.createdAt)],
);
