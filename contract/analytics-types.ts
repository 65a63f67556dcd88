import * as v from 'valibot';
import { DateRangeSchema, PROGRESS_BADGES } from './analytics';
import { ROLES } from './roles';

/**
 * Response shapes of the analytics, dashboard and progress calls. Percentages are 0..100 with one decimal;
 * a figure that has no data behind it is null (never a made-up fallback). Dates are 'YYYY-MM-DD' (UTC days),
 * times ISO 8601.
 */
const num = v.number();
const orNull = v.nullable(v.number());
const ref = v.strictObject({ _id: v.string(), name: v.string() });

// ---- GET /api/analytics/dashboard (admin) ----
export const HealthStatusSchema = v.picklist(['ok', 'warn', 'fail']);
export type HealthStatus = v.InferOutput<typeof HealthStatusSchema>;
export const HealthCheckSchema = v.strictObject({
  name: v.picklist(['database', 'jobs', 'storage', 'backups']),
  status: HealthStatusSchema,
  message: v.string(),
});
export type HealthCheck = v.InferOutput<typeof HealthCheckSchema>;
/** The database's backups (BACKUP_DIR): the last attempt and the last good one (ISO times; null: none yet). */
export const BackupHealthSchema = v.strictObject({
  /** Hours between scheduled backups; 0 when the schedule is off. */
  interval_hours: num,
  last_at: v.nullable(v.string()),
  last_status: v.nullable(v.picklist(['ok', 'failed'])),
  last_size_bytes: orNull,
  last_error: v.nullable(v.string()),
  last_good_at: v.nullable(v.string()),
});
export type BackupHealth = v.InferOutput<typeof BackupHealthSchema>;
export const SystemHealthSchema = v.strictObject({
  /** Share of checks passing: ok counts 1, warn 0.5, fail 0. */
  score: num,
  status: v.picklist(['healthy', 'degraded', 'unhealthy']),
  checks: v.array(HealthCheckSchema),
  database: v.strictObject({ reachable: v.boolean(), latency_ms: orNull }),
  jobs: v.strictObject({ queued: num, running: num, failed_24h: num, oldest_queued_at: v.nullable(v.string()) }),
  storage: v.strictObject({ path: v.string(), free_bytes: orNull, total_bytes: orNull, free_percent: orNull }),
  backups: BackupHealthSchema,
  checked_at: v.string(),
});
export type SystemHealth = v.InferOutput<typeof SystemHealthSchema>;
export const AdminDashboardSchema = v.strictObject({
  overview: v.strictObject({
    total_users: num,
    total_institutions: num,
    total_schools: num,
    total_students: num,
    total_teachers: num,
    total_sessions: num,
    pending_approvals: num,
  }),
  /** The latest activity-log entries, newest first (10; the dashboard shows 5). */
  time_series: v.array(
    v.strictObject({
      _id: v.string(),
      description: v.string(),
      timestamp: v.string(),
      action: v.string(),
      entity_type: v.string(),
    }),
  ),
  system_health: SystemHealthSchema,
});
export type AdminDashboard = v.InferOutput<typeof AdminDashboardSchema>;

// ---- The general view: GET /api/analytics/comprehensive (and the institution payload) ----
export const ChangeSchema = v.strictObject({ current: orNull, previous: orNull, change: orNull });
export type Change = v.InferOutput<typeof ChangeSchema>;
export const DailyPointSchema = v.strictObject({
  date: v.string(),
  sessions: num,
  students_attended: num,
  /** Attendance rate of that day's sessions; null when none recorded attendance. */
  attendance: orNull,
  new_users: num,
  hours: num,
});
export type DailyPoint = v.InferOutput<typeof DailyPointSchema>;
export const TopInstitutionSchema = v.strictObject({
  ...ref.entries,
  sessions: num,
  schools: num,
  students: num,
  average_attendance: orNull,
});
export type TopInstitution = v.InferOutput<typeof TopInstitutionSchema>;
export const TopSchoolSchema = v.strictObject({
  ...ref.entries,
  institution_id: v.string(),
  sessions: num,
  students: num,
  average_attendance: orNull,
});
export type TopSchool = v.InferOutput<typeof TopSchoolSchema>;
export const TopTeacherSchema = v.strictObject({
  ...ref.entries,
  sessions: num,
  classes: num,
  average_attendance: orNull,
});
export type TopTeacher = v.InferOutput<typeof TopTeacherSchema>;
export const SchoolCompletionSchema = v.strictObject({
  school_id: v.string(),
  name: v.string(),
  classes: num,
  slides_covered: num,
  slides_total: num,
  /** Σ slides covered / Σ slides of every class offered. */
  completion_rate: num,
});
export type SchoolCompletion = v.InferOutput<typeof SchoolCompletionSchema>;
export const AlertTypeSchema = v.picklist(['critical', 'warning', 'info']);
export type AlertType = v.InferOutput<typeof AlertTypeSchema>;
/** school_id: only on an alert about one school. */
export const AnalyticsAlertSchema = v.strictObject({
  type: AlertTypeSchema,
  message: v.string(),
  school_id: v.optional(v.string()),
});
export type AnalyticsAlert = v.InferOutput<typeof AnalyticsAlertSchema>;
export const GeneralAnalyticsSchema = v.strictObject({
  variant: v.picklist(['system', 'institution', 'school']),
  range: DateRangeSchema,
  granularity: v.literal('daily'),
  overview: v.strictObject({
    total_users: num,
    total_institutions: num,
    total_schools: num,
    total_teachers: num,
    total_students: num,
    /** Students whose class had a session in the 30 days ending at endDate. */
    active_students: num,
    total_sessions: num,
    hours_logged: num,
    average_attendance: orNull,
    /** Mean progress of classes that have started their deck. */
    average_progress: orNull,
    /** Σ slides covered / Σ slides over every class offered. */
    completion_rate: orNull,
    slides_covered: num,
  }),
  trends: v.strictObject({
    /** New users in the range vs the previous equal period (percent change). */
    userGrowth: ChangeSchema,
    /** Sessions in the range vs the previous equal period (percent change). */
    sessionGrowth: ChangeSchema,
    /** Attendance rate in the range minus the previous period's (points). */
    attendanceChange: ChangeSchema,
  }),
  series: v.array(DailyPointSchema),
  distributions: v.strictObject({
    usersByRole: v.array(v.strictObject({ role: v.picklist(ROLES), count: num })),
    schoolsByBoard: v.array(v.strictObject({ board: v.string(), count: num })),
    studentsByGrade: v.array(v.strictObject({ grade: num, count: num })),
  }),
  top: v.strictObject({
    institutions: v.array(TopInstitutionSchema),
    schools: v.array(TopSchoolSchema),
    teachers: v.array(TopTeacherSchema),
  }),
  completion: v.array(SchoolCompletionSchema),
  /** Share = the state's percentage of all students in scope. */
  marketShare: v.array(v.strictObject({ state: v.string(), schools: num, students: num, share: num })),
  /** Top 8 cities by sessions in the range; hours are the spec's estimate (sessions × 1.5). */
  hoursByCity: v.array(v.strictObject({ city: v.string(), sessions: num, hours: num })),
  hours_estimate: v.strictObject({ hours_per_session: num, estimated: v.literal(true) }),
  financials: v.strictObject({
    currency: v.literal('INR'),
    /** Student-weighted mean of the schools' fee per student (rupees). */
    fee_per_student: num,
    /** Σ fee per student × students, per school (rupees). */
    estimated_annual_collection: num,
    students_billed: num,
  }),
  /** delivered: ended; missed: started but not ended for over 24 h; in_progress: started within 24 h. */
  sessionStatus: v.strictObject({ delivered: num, missed: num, in_progress: num }),
  alerts: v.array(AnalyticsAlertSchema),
});
export type GeneralAnalytics = v.InferOutput<typeof GeneralAnalyticsSchema>;

// ---- GET /api/analytics/institution/{id}, /api/institutions/{id}/analytics ----
export const InstitutionAnalyticsSchema = v.strictObject({
  ...GeneralAnalyticsSchema.entries,
  institution: ref,
  averageProgress: orNull,
  completionRate: orNull,
  activeStudents: num,
  todaySessions: num,
  /** Percent change of sessions in the last 7 days vs the 7 before; null when the week before had none. */
  weeklyTrend: orNull,
  weeklySessions: v.strictObject({ thisWeek: num, lastWeek: num }),
});
export type InstitutionAnalytics = v.InferOutput<typeof InstitutionAnalyticsSchema>;

// ---- GET /api/analytics/school/{id}, /api/schools/{id}/analytics ----
export const ClassProgressItemSchema = v.strictObject({
  class_level: v.string(),
  grade: orNull,
  slides_done: num,
  total_slides: num,
  progress: num,
  badge: v.picklist(PROGRESS_BADGES),
  next_slide: orNull,
  slides_remaining: num,
  student_count: num,
  sessions: num,
  average_attendance: orNull,
  last_session_date: v.nullable(v.string()),
});
export type ClassProgressItem = v.InferOutput<typeof ClassProgressItemSchema>;
export const SchoolAnalyticsSchema = v.strictObject({
  school: v.strictObject({ ...ref.entries, institution_id: v.string() }),
  range: DateRangeSchema,
  /** class label → slides done (furthest slide taught). */
  classProgress: v.record(v.string(), num),
  classes: v.array(ClassProgressItemSchema),
  todaySessions: num,
  /** Attendance over the last 7 days; null with no sessions that recorded attendance. */
  averageAttendance: orNull,
  averageProgress: orNull,
  completionRate: orNull,
  total_students: num,
  students_by_class: v.array(v.strictObject({ class_level: v.string(), student_count: num, total_slides: num })),
  sessions: num,
  attendance: orNull,
  /** Sessions in the range vs the previous equal period (percent); attendance change in points. */
  performance: v.strictObject({ change: orNull, sessions: ChangeSchema, attendance: ChangeSchema }),
});
export type SchoolAnalytics = v.InferOutput<typeof SchoolAnalyticsSchema>;
