import type { Role } from './roles';
import type { ProgressBadge } from './analytics';

/**
 * Response shapes of the analytics, dashboard and progress calls. Percentages are 0..100 with one decimal;
 * a figure that has no data behind it is null (never a made-up fallback). Dates are 'YYYY-MM-DD' (UTC days),
 * times ISO 8601.
 */

export type DateRange = {
  startDate: string;
  endDate: string;
  days: number;
  previousStartDate: string;
  previousEndDate: string;
};

// ---- GET /api/analytics/dashboard (admin) ----
export type HealthStatus = 'ok' | 'warn' | 'fail';
export type HealthCheck = {
  name: 'database' | 'jobs' | 'storage' | 'backups';
  status: HealthStatus;
  message: string;
};
/** The database's backups (BACKUP_DIR): the last attempt and the last good one (ISO times; null: none yet). */
export type BackupHealth = {
  /** Hours between scheduled backups; 0 when the schedule is off. */
  interval_hours: number;
  last_at: string | null;
  last_status: 'ok' | 'failed' | null;
  last_size_bytes: number | null;
  last_error: string | null;
  last_good_at: string | null;
};
export type SystemHealth = {
  /** Share of checks passing: ok counts 1, warn 0.5, fail 0. */
  score: number;
  status: 'healthy' | 'degraded' | 'unhealthy';
  checks: HealthCheck[];
  database: { reachable: boolean; latency_ms: number | null };
  jobs: { queued: number; running: number; failed_24h: number; oldest_queued_at: string | null };
  storage: { path: string; free_bytes: number | null; total_bytes: number | null; free_percent: number | null };
  backups: BackupHealth;
  checked_at: string;
};
export type AdminDashboard = {
  overview: {
    total_users: number;
    total_institutions: number;
    total_schools: number;
    total_students: number;
    total_teachers: number;
    total_sessions: number;
    pending_approvals: number;
  };
  /** The latest activity-log entries, newest first (10; the dashboard shows 5). */
  time_series: { _id: string; description: string; timestamp: string; action: string; entity_type: string }[];
  system_health: SystemHealth;
};

// ---- The general view: GET /api/analytics/comprehensive (and the institution payload) ----
export type Change = { current: number | null; previous: number | null; change: number | null };
export type DailyPoint = {
  date: string;
  sessions: number;
  students_attended: number;
  /** Attendance rate of that day's sessions; null when none recorded attendance. */
  attendance: number | null;
  new_users: number;
  hours: number;
};
export type TopInstitution = {
  _id: string;
  name: string;
  sessions: number;
  schools: number;
  students: number;
  average_attendance: number | null;
};
export type TopSchool = {
  _id: string;
  name: string;
  institution_id: string;
  sessions: number;
  students: number;
  average_attendance: number | null;
};
export type TopTeacher = {
  _id: string;
  name: string;
  sessions: number;
  classes: number;
  average_attendance: number | null;
};
export type SchoolCompletion = {
  school_id: string;
  name: string;
  classes: number;
  slides_covered: number;
  slides_total: number;
  /** Σ slides covered / Σ slides of every class offered. */
  completion_rate: number;
};
export type AlertType = 'critical' | 'warning' | 'info';
export type AnalyticsAlert = { type: AlertType; message: string; school_id?: string };
export type GeneralAnalytics = {
  variant: 'system' | 'institution' | 'school';
  range: DateRange;
  granularity: 'daily';
  overview: {
    total_users: number;
    total_institutions: number;
    total_schools: number;
    total_teachers: number;
    total_students: number;
    /** Students whose class had a session in the 30 days ending at endDate. */
    active_students: number;
    total_sessions: number;
    hours_logged: number;
    average_attendance: number | null;
    /** Mean progress of classes that have started their deck. */
    average_progress: number | null;
    /** Σ slides covered / Σ slides over every class offered. */
    completion_rate: number | null;
    slides_covered: number;
  };
  trends: {
    /** New users in the range vs the previous equal period (percent change). */
    userGrowth: Change;
    /** Sessions in the range vs the previous equal period (percent change). */
    sessionGrowth: Change;
    /** Attendance rate in the range minus the previous period's (points). */
    attendanceChange: Change;
  };
  series: DailyPoint[];
  distributions: {
    usersByRole: { role: Role; count: number }[];
    schoolsByBoard: { board: string; count: number }[];
    studentsByGrade: { grade: number; count: number }[];
  };
  top: { institutions: TopInstitution[]; schools: TopSchool[]; teachers: TopTeacher[] };
  completion: SchoolCompletion[];
  /** Share = the state's percentage of all students in scope. */
  marketShare: { state: string; schools: number; students: number; share: number }[];
  /** Top 8 cities by sessions in the range; hours are the spec's estimate (sessions × 1.5). */
  hoursByCity: { city: string; sessions: number; hours: number }[];
  hours_estimate: { hours_per_session: number; estimated: true };
  financials: {
    currency: 'INR';
    /** Student-weighted mean of the schools' fee per student (rupees). */
    fee_per_student: number;
    /** Σ fee per student × students, per school (rupees). */
    estimated_annual_collection: number;
    students_billed: number;
  };
  /** delivered: ended; missed: started but not ended for over 24 h; in_progress: started within 24 h. */
  sessionStatus: { delivered: number; missed: number; in_progress: number };
  alerts: AnalyticsAlert[];
};

// ---- GET /api/analytics/institution/{id}, /api/institutions/{id}/analytics ----
export type InstitutionAnalytics = GeneralAnalytics & {
  institution: { _id: string; name: string };
  averageProgress: number | null;
  completionRate: number | null;
  activeStudents: number;
  todaySessions: number;
  /** Percent change of sessions in the last 7 days vs the 7 before; null when the week before had none. */
  weeklyTrend: number | null;
  weeklySessions: { thisWeek: number; lastWeek: number };
};

// ---- GET /api/analytics/school/{id}, /api/schools/{id}/analytics ----
export type ClassProgressItem = {
  class_level: string;
  grade: number | null;
  slides_done: number;
  total_slides: number;
  progress: number;
  badge: ProgressBadge;
  next_slide: number | null;
  slides_remaining: number;
  student_count: number;
  sessions: number;
  average_attendance: number | null;
  last_session_date: string | null;
};
export type SchoolAnalytics = {
  school: { _id: string; name: string; institution_id: string };
  range: DateRange;
  /** class label → slides done (furthest slide taught). */
  classProgress: Record<string, number>;
  classes: ClassProgressItem[];
  todaySessions: number;
  /** Attendance over the last 7 days; null with no sessions that recorded attendance. */
  averageAttendance: number | null;
  averageProgress: number | null;
  completionRate: number | null;
  total_students: number;
  students_by_class: { class_level: string; student_count: number; total_slides: number }[];
  sessions: number;
  attendance: number | null;
  /** Sessions in the range vs the previous equal period (percent); attendance change in points. */
  performance: { change: number | null; sessions: Change; attendance: Change };
};
