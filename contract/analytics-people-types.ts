import * as v from 'valibot';
import { CLASS_STATUSES, ENGAGEMENTS, PACES, TEACHER_PERIOD_NAMES, TRENDS } from './analytics';

/** What analytics answers about one person: a teacher's view and a student's progress and attendance. */
const num = v.number();
const orNull = v.nullable(v.number());
const day = v.nullable(v.string());
const ref = v.strictObject({ _id: v.string(), name: v.string() });

// ---- GET /api/analytics/teacher/{id}?period= ----
export const PendingTaskSchema = v.strictObject({
  type: v.picklist(['draft_assessment', 'draft_survey', 'session_without_attendance']),
  count: num,
  message: v.string(),
});
export type PendingTask = v.InferOutput<typeof PendingTaskSchema>;
export const ClassMetricSchema = v.strictObject({
  school_id: v.string(),
  school_name: v.string(),
  class_level: v.string(),
  totalSessions: num,
  totalStudents: num,
  averageAttendance: orNull,
  progressPercentage: num,
  slidesCovered: num,
  totalSlides: num,
  attendanceTrend: v.picklist(TRENDS),
  lastSessionDate: day,
  engagementLevel: v.nullable(v.picklist(ENGAGEMENTS)),
  /** Percent of weeks in the period with at least one session of this class. */
  consistencyScore: num,
  slidesPerSession: orNull,
  /** Days past a weekly rhythm with no session: Σ max(0, gap − 7) over gaps between sessions and to today. */
  missedDays: num,
  status: v.picklist(CLASS_STATUSES),
});
export type ClassMetric = v.InferOutput<typeof ClassMetricSchema>;
export const TeacherAnalyticsSchema = v.strictObject({
  teacher: ref,
  school: v.nullable(ref),
  schools: v.array(ref),
  period: v.picklist(TEACHER_PERIOD_NAMES),
  range: v.strictObject({ startDate: day, endDate: v.string() }),
  assignedClasses: num,
  totalStudents: num,
  /** This calendar month. */
  averageAttendance: orNull,
  sessionsThisWeek: num,
  pendingTasks: v.strictObject({ count: num, items: v.array(PendingTaskSchema) }),
  overallMetrics: v.strictObject({
    totalSessions: num,
    totalClasses: num,
    studentsReached: num,
    averageAttendance: orNull,
    completionRate: orNull,
    hoursLogged: num,
    teachingEfficiency: orNull,
    curriculumPace: v.nullable(v.picklist(PACES)),
    slidesPerSession: orNull,
    sessionChangeVsLastWeek: orNull,
  }),
  timeAnalytics: v.strictObject({
    thisWeek: num,
    lastWeek: num,
    thisMonth: num,
    lastMonth: num,
    /** Sessions per teaching day in the period. */
    dailyAverage: num,
    bestDay: v.nullable(v.string()),
    /** Percent of weeks in the period with at least one session. */
    weeklyConsistency: num,
  }),
  /** Sessions per attendance band (AttendanceBand). */
  attendancePatterns: v.strictObject({ excellent: num, good: num, needsAttention: num }),
  classMetrics: v.array(ClassMetricSchema),
  engagementInsights: v.strictObject({
    averageSlidesCovered: orNull,
    mostEngagedClass: v.nullable(v.string()),
    leastEngagedClass: v.nullable(v.string()),
    fastestProgress: v.nullable(v.string()),
    recommendedActions: v.array(v.string()),
  }),
  achievements: v.strictObject({
    streaks: v.strictObject({ currentDays: num, longestDays: num, currentWeeks: num, longestWeeks: num }),
    milestones: v.array(v.strictObject({ description: v.string(), target: num, achieved: v.boolean(), date: day })),
    /**
     * detail: what changed, in words that match the figure: '+25% (40 → 50)', or the plain change where a
     * percentage from a tiny base would mislead ('+63 (1 → 64)'), or points for a rate ('+3.5 points').
     */
    improvements: v.array(
      v.strictObject({ area: v.string(), trend: v.picklist(['up', 'down']), percentage: num, detail: v.string() }),
    ),
  }),
  recommendations: v.array(v.string()),
});
export type TeacherAnalytics = v.InferOutput<typeof TeacherAnalyticsSchema>;

/**
 * A student's own attendance (issue 17): held counts the ended sessions that had a roll call, of a class the student
 * belonged to on the session's day (UTC; the roll call's rule); attended those where they were not marked absent.
 * Counts-only sessions cannot say who was there and count in neither. rate = attended / held, null when none held.
 */
export const OwnAttendanceSchema = v.strictObject({
  attended: num,
  held: num,
  rate: orNull,
  /** The latest OWN_SESSIONS_SHOWN of those sessions, newest first. */
  recent: v.array(
    v.strictObject({
      _id: v.string(),
      /** 'YYYY-MM-DD' (UTC) */
      date: v.string(),
      class_level: v.string(),
      starting_slide: num,
      ending_slide: num,
      present: v.boolean(),
    }),
  ),
});
export type OwnAttendance = v.InferOutput<typeof OwnAttendanceSchema>;

// ---- GET /api/students/{id}/progress (and, extended, GET /api/analytics/student/{id}: contract/student-analytics) ----
export const StudentProgressSchema = v.strictObject({
  student: v.strictObject({ ...ref.entries, student_id: v.nullable(v.string()) }),
  school_id: v.nullable(v.string()),
  school_name: v.nullable(v.string()),
  class_level: v.nullable(v.string()),
  total_slides: num,
  slides_covered: num,
  remaining_slides: num,
  progress_percentage: num,
  next_slide: orNull,
  total_sessions: num,
  /** The class's attendance rate over all its sessions (the counts each session recorded). */
  attendance: v.strictObject({ rate: orNull, sessions: num, basis: v.literal('class') }),
  /** The student's own attendance (issue 17): the roll calls of their classes while they belonged. */
  own_attendance: OwnAttendanceSchema,
  recent_sessions: v.array(
    v.strictObject({
      _id: v.string(),
      date: v.string(),
      slides_covered: num,
      starting_slide: num,
      ending_slide: num,
      attendance_percentage: orNull,
    }),
  ),
  achievements: v.array(
    v.strictObject({ id: v.string(), title: v.string(), description: v.string(), icon: v.string(), date: v.string() }),
  ),
  upcoming_topics: v.array(
    v.strictObject({
      id: v.string(),
      title: v.string(),
      slideRange: v.string(),
      status: v.picklist(['next', 'upcoming']),
    }),
  ),
  /** Spec 01 §3 names. */
  progress: v.strictObject({ completedSlides: num, sessions: num }),
});
export type StudentProgress = v.InferOutput<typeof StudentProgressSchema>;
