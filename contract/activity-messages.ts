import type { Role } from './roles';
import { type Valued, valued } from './valued';

/**
 * The activity log's descriptions (issue 42): written by the server in English and kept as written; a page in Hindi
 * or Punjabi shows each in its language by its template (src/i18n/contract-text.ts). Numbers the server printed
 * without grouping (counts, slides, grades, scores) and dates are passed as strings, so the English stays as it was.
 * The client tries templates in order: one whose text another's could also match ('Updated user {name}', '{actor}
 * approved {name}') comes after it.
 */
export const ACTIVITY_MESSAGES = {
  // Institutions and schools
  createdInstitution: valued<[string]>('Created institution {name}'),
  updatedInstitution: valued<[string]>('Updated institution {name}'),
  deletedInstitution: valued<[string]>('Deleted institution {name}'),
  createdSchool: valued<[string]>('Created school {name}'),
  updatedSchool: valued<[string]>('Updated school {name}'),
  deletedSchool: valued<[string]>('Deleted school {name}'),

  // Users: one sentence per role when created or deleted
  createdAdmin: valued<[string]>('Created user {name} (System Admin)'),
  createdInstitutionManager: valued<[string]>('Created user {name} (Institution Manager)'),
  createdSchoolManager: valued<[string]>('Created user {name} (School Manager)'),
  createdTeacher: valued<[string]>('Created user {name} (Teacher)'),
  createdStudent: valued<[string]>('Created user {name} (Student)'),
  deletedAdmin: valued<[string]>('Deleted user {name} (System Admin)'),
  deletedInstitutionManager: valued<[string]>('Deleted user {name} (Institution Manager)'),
  deletedSchoolManager: valued<[string]>('Deleted user {name} (School Manager)'),
  deletedTeacher: valued<[string]>('Deleted user {name} (Teacher)'),
  deletedStudent: valued<[string]>('Deleted user {name} (Student)'),
  /** Role labels and statuses as the server names them ('Teacher', 'pending'). */
  updatedUserRoleAndStatus: valued<[string, string, string, string, string]>(
    'Updated user {name} (role {fromRole} → {toRole}, status {fromStatus} → {toStatus})',
  ),
  updatedUserRole: valued<[string, string, string]>('Updated user {name} (role {fromRole} → {toRole})'),
  /** After the two above, which it would match too. */
  updatedUser: valued<[string]>('Updated user {name}'),
  reactivatedUser: valued<[string]>('Reactivated user {name}'),
  suspendedUser: valued<[string]>('Suspended user {name}'),
  setUserToPending: valued<[string]>('Set to pending user {name}'),

  // Accounts from teacher applications
  createdPendingTeacher: valued<[string, string]>(
    '{actor} created a pending teacher account for {name} from their application',
  ),
  rejectedApplication: valued<[string, string, string]>('{actor} rejected the teacher application of {name}: {reason}'),
  rejectedUser: valued<[string, string, string, string]>('{actor} rejected {name} ({email}): {reason}'),

  // Passwords and sign-in cards
  changedPassword: valued<[string]>('{name} changed their password'),
  setPasswordFromEmail: valued<[string]>('{name} set their password from the approval e-mail'),
  issuedSignInCard: valued<[string, string, string]>(
    '{actor} issued a new sign-in card for {student} (Class {classLevel})',
  ),
  importedStudents: valued<[string, string, string]>('{actor} imported {count} students into {school}'),

  // Slides and course material
  setSlideCount: valued<[string, string, string, string]>('{actor} set Class {grade} at {school} to {count} slides'),
  uploadedCourseMaterial: valued<[string]>('Uploaded course material for Class {grade}'),
  deletedCourseMaterial: valued<[string]>('Deleted course material for Class {grade}'),
  /** The title in single quotes as a value ("'Sensors'"): an ICU template cannot quote a placeholder. */
  renamedSlide: valued<[string, string, string]>('Renamed slide {slide} of Class {grade} to {title}'),

  // Class sessions
  loggedSession: valued<[string, string, string]>('{teacher} logged a session for Class {classLevel} at {school}'),
  editedSession: valued<[string, string, string]>('{teacher} edited the session of Class {classLevel} on {date}'),
  deletedSession: valued<[string, string, string]>('{teacher} deleted the session of Class {classLevel} on {date}'),
  startedSession: valued<[string, string, string]>('{teacher} started teaching Class {classLevel} at slide {slide}'),
  taughtSession: valued<[string, string, string, string, string, string, string]>(
    '{teacher} taught Class {classLevel} at {school} (slides {from}–{to}, {attended}/{total} present)',
  ),
  closedSession: valued<[string, string]>(
    '{teacher} closed the session of Class {classLevel} left in progress on another device',
  ),
  cancelledSession: valued<[string, string, string]>(
    '{teacher} cancelled the session of Class {classLevel} started {time}',
  ),
  loadedUnsentChanges: valued<[string, string, string, string, string, string]>(
    '{admin} loaded {file} of {teacher}: {applied} applied, {alreadyApplied} already applied, {refused} refused',
  ),

  // Assessments and surveys
  assessmentCreated: valued<[string, string, string]>('{name} created the assessment "{title}" for class {classLevel}'),
  surveyCreated: valued<[string, string, string]>('{name} created the survey "{title}" for class {classLevel}'),
  assessmentUpdated: valued<[string, string]>('{name} updated the assessment "{title}"'),
  surveyUpdated: valued<[string, string]>('{name} updated the survey "{title}"'),
  assessmentPublished: valued<[string, string, string]>(
    '{name} published the assessment "{title}" for class {classLevel}',
  ),
  surveyPublished: valued<[string, string, string]>('{name} published the survey "{title}" for class {classLevel}'),
  assessmentSubmitted: valued<[string, string, string, string]>(
    '{name} submitted the assessment "{title}" ({score}/{maxScore})',
  ),
  surveySubmitted: valued<[string, string]>('{name} submitted the survey "{title}"'),

  // Public forms
  enquirySubmitted: valued<[string]>('A institution enquiry from {email} was submitted and awaits e-mail verification'),
  applicationSubmitted: valued<[string]>(
    'A teacher application from {email} was submitted and awaits e-mail verification',
  ),
  enquiryVerified: 'A institution enquiry was verified by e-mail',
  applicationVerified: 'A teacher application was verified by e-mail',

  // Explainer videos
  videoRequested: valued<[string, string]>('{name} asked for a {duration} s explainer video'),
  videoGenerated: valued<[string]>('An explainer video of {duration} s was generated'),

  /** The demo data's entry (server/db/seed/seed.ts). */
  demoDataLoaded: 'Demo data loaded: 2 institutions, 4 schools',

  /** Last: its few fixed words would match other sentences. */
  approvedUser: valued<[string, string]>('{actor} approved {name}'),
} as const;

const A = ACTIVITY_MESSAGES;

/** 'Created user Kiran Rao (Student)': one sentence per role. */
export const CREATED_USER: Record<Role, Valued<[string]>> = {
  admin: A.createdAdmin,
  institution_manager: A.createdInstitutionManager,
  school_manager: A.createdSchoolManager,
  teacher: A.createdTeacher,
  student: A.createdStudent,
};

/** 'Deleted user Short Stay (Student)': one sentence per role. */
export const DELETED_USER: Record<Role, Valued<[string]>> = {
  admin: A.deletedAdmin,
  institution_manager: A.deletedInstitutionManager,
  school_manager: A.deletedSchoolManager,
  teacher: A.deletedTeacher,
  student: A.deletedStudent,
};
