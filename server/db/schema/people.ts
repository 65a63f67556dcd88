import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DIGIT_CHOICES, LOCALES } from '#contract/locales';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every person who signs in. Role links live in the tables below (and in manager_id columns). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', {
      enum: ['admin', 'institution_manager', 'school_manager', 'teacher', 'student'],
    }).notNull(),
    status: text('status', { enum: ['active', 'pending', 'suspended'] })
      .notNull()
      .default('active'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The language the user chose (contract/locales.ts); null: not chosen yet, the device's own applies. */
    locale: text('locale', { enum: LOCALES }),
    /** Latin digits or the language's own (contract/locales.ts); null: not chosen, Latin. */
    digits: text('digits', { enum: DIGIT_CHOICES }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_status_idx').on(t.status),
    index('users_created_by_idx').on(t.createdBy),
    index('users_name_idx').on(t.name),
    /** The people searches (substring, any case) through trigram indexes, not a scan of every user. */
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    /** Analytics: users created in a date range. */
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    /** The institution manager; a manager's manages_institutions is every row that names them here. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('institutions_manager_idx').on(t.managerId),
    index('institutions_name_idx').on(t.name),
    index('institutions_state_idx').on(t.state),
    index('institutions_created_by_idx').on(t.createdBy),
  ],
);

export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    /** The school manager; a manager's manages_schools is every row that names them here. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    classesOffered: text('classes_offered').array().notNull().default(sql`'{}'::text[]`),
    /** Grade number ('1'..'12') to slide count. */
    totalSlidesPerClass: jsonb('total_slides_per_class').$type<Record<string, number>>().notNull().default({}),
    feePerStudent: integer('fee_per_student').notNull().default(0),
    board: text('board').notNull().default('CBSE'),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('schools_institution_idx').on(t.institutionId),
    index('schools_manager_idx').on(t.managerId),
    index('schools_name_idx').on(t.name),
    index('schools_state_city_idx').on(t.state, t.city),
    index('schools_created_by_idx').on(t.createdBy),
  ],
);

/** teaching_assignments: a teacher at a school, with the class labels taught there (may be empty). */
export const teachingAssignments = pgTable(
  'teaching_assignments',
  {
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.schoolId] }), index('teaching_assignments_school_idx').on(t.schoolId)],
);

/** studies_at_school and student_details of a student. */
export const studentDetails = pgTable(
  'student_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    studentId: text('student_id').notNull(),
    classLevel: text('class_level').notNull(),
    /** Leading grade number of class_level (1..12), kept for indexed grade look-ups. */
    grade: integer('grade').notNull(),
    parentContact: text('parent_contact').notNull().default(''),
  },
  (t) => [
    uniqueIndex('student_details_school_student_id_unique').on(t.schoolId, t.studentId),
    index('student_details_school_class_idx').on(t.schoolId, t.classLevel),
    index('student_details_school_grade_idx').on(t.schoolId, t.grade),
    index('student_details_student_id_trgm_idx').using('gin', t.studentId.op('gin_trgm_ops')),
    index('student_details_parent_contact_trgm_idx').using('gin', t.parentContact.op('gin_trgm_ops')),
  ],
);

/**
 * Who belonged to which class when (issue 17): a row per stay of a student in a class, from joining to leaving
 * (null while there). Kept by triggers on student_details (0012), so every way a student is added, moved or
 * removed writes it; a register of a past date reads the class as it was, whatever moves came later.
 */
export const classMemberships = pgTable(
  'class_memberships',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').notNull(),
    classLevel: text('class_level').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    index('class_memberships_class_idx').on(t.schoolId, t.classLevel, t.joinedAt),
    index('class_memberships_student_idx').on(t.studentId, t.joinedAt),
    uniqueIndex('class_memberships_current_unique').on(t.studentId).where(sql`${t.leftAt} is null`),
  ],
);
