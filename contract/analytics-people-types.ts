import type { AttendanceBand, ClassStatus, Engagement, Pace, TeacherPeriod, Trend } from './analytics';

/** What analytics answers about one person: a teacher's view and a student's progress and attendance. */
// ---- GET /api/analytics/teacher/{id}?period= ----
export type PendingTask = {
  type: 'draft_assessment' | 'draft_survey' | 'session_without_attendance';
  count: number;
  message: string;
};
export type ClassMetric = {
  school_id: string;
  school_name: string;
  class_level: string;
  totalSessions: number;
  totalStudents: number;
  averageAttendance: number | null;
  progressPercentage: number;
  slidesCovered: number;
  totalSlides: number;
  attendanceTrend: Trend;
  lastSessionDate: string | null;
  engagementLevel: Engagement | null;
  /** Percent of weeks in the period with at least one session of this class. */
  consistencyScore: number;
  slidesPerSession: number | null;
  /** Days past a weekly rhythm with no session: Σ max(0, gap − 7) over gaps between sessions and to today. */
  missedDays: number;
  status: ClassStatus;
};
export type TeacherAnalytics = {
  teacher: { _id: string; name: string };
  school: { _id: string; name: string } | null;
  schools: { _id: string; name: string }[];
  period: TeacherPeriod;
  range: { startDate: string | null; endDate: string };
  assignedClasses: number;
  totalStudents: number;
  /** This calendar month. */
  averageAttendance: number | null;
  sessionsThisWeek: number;
  pendingTasks: { count: number; items: PendingTask[] };
  overallMetrics: {
    totalSessions: number;
    totalClasses: number;
    studentsReached: number;
    averageAttendance: number | null;
    completionRate: number | null;
    hoursLogged: number;
    teachingEfficiency: number | null;
    curriculumPace: Pace | null;
    slidesPerSession: number | null;
    sessionChangeVsLastWeek: number | null;
  };
  timeAnalytics: {
    thisWeek: number;
    lastWeek: number;
    thisMonth: number;
    lastMonth: number;
    /** Sessions per teaching day in the period. */
    dailyAverage: number;
    bestDay: string | null;
    /** Percent of weeks in the period with at least one session. */
    weeklyConsistency: number;
  };
  attendancePatterns: Record<AttendanceBand, number>;
  classMetrics: ClassMetric[];
  engagementInsights: {
    averageSlidesCovered: number | null;
    mostEngagedClass: string | null;
    leastEngagedClass: string | null;
    fastestProgress: string | null;
    recommendedActions: string[];
  };
  achievements: {
    streaks: { currentDays: number; longestDays: number; currentWeeks: number; longestWeeks: number };
    milestones: { description: string; target: number; achieved: boolean; date: string | null }[];
    /**
     * detail: what changed, in words that match the figure: '+25% (40 → 50)', or the plain change where a
     * percentage from a tiny base would mislead ('+63 (1 → 64)'), or points for a rate ('+3.5 points').
     */
    improvements: { area: string; trend: 'up' | 'down'; percentage: number; detail: string }[];
  };
  recommendations: string[];
};

/**
 * A student's own attendance (issue 17): held counts the ended sessions that had a roll call, of a class the student
 * belonged to on the session's day (UTC; the roll call's rule); attended those where they were not marked absent.
 * Counts-only sessions cannot say who was there and count in neither. rate = attended / held, null when none held.
 */
export type OwnAttendance = {
  attended: number;
  held: number;
  rate: number | null;
  /** The latest OWN_SESSIONS_SHOWN of those sessions, newest first. */
  recent: {
    _id: string;
    /** 'YYYY-MM-DD' (UTC) */
    date: string;
    class_level: string;
    starting_slide: number;
    ending_slide: number;
    present: boolean;
  }[];
};

// ---- GET /api/students/{id}/progress (and, extended, GET /api/analytics/student/{id}: contract/student-analytics) ----
export type StudentProgress = {
  student: { _id: string; name: string; student_id: string | null };
  school_id: string | null;
  school_name: string | null;
  class_level: string | null;
  total_slides: number;
  slides_covered: number;
  remaining_slides: number;
  progress_percentage: number;
  next_slide: number | null;
  total_sessions: number;
  /** The class's attendance rate over all its sessions (the counts each session recorded). */
  attendance: { rate: number | null; sessions: number; basis: 'class' };
  /** The student's own attendance (issue 17): the roll calls of their classes while they belonged. */
  own_attendance: OwnAttendance;
  recent_sessions: {
    _id: string;
    date: string;
    slides_covered: number;
    starting_slide: number;
    ending_slide: number;
    attendance_percentage: number | null;
  }[];
  achievements: { id: string; title: string; description: string; icon: string; date: string }[];
  upcoming_topics: { id: string; title: string; slideRange: string; status: 'next' | 'upcoming' }[];
  /** Spec 01 §3 names. */
  progress: { completedSlides: number; sessions: number };
};
