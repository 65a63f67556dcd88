import { valued } from './valued';

/**
 * What the analytics write from the figures (issue 42): alerts, pending tasks, achievements, milestones,
 * recommendations and upcoming topics. The server writes them in English; a page in Hindi or Punjabi shows each in
 * its language by its template (src/i18n/contract-text.ts).
 *
 * The server has always printed its figures as they are (no grouping: '1000 sessions taught'), so they are passed
 * as text and the English stays as it was. A name is a value: '{school}', and '{class}' is a class with its school,
 * '7A (Green Valley School)'. A template that can match another's text comes first (the page takes the first match).
 */
export const INSIGHT_MESSAGES = {
  // Alerts of the general analytics (server/modules/analytics/alerts.ts).
  lowAttendance: valued<[string, string, string]>(
    'Low attendance at {school}: {rate}% in this period (below {threshold}%)',
  ),
  noSessionsLogged: valued<[string]>('No sessions logged at {school} in this period'),
  sessionsFell: valued<[string, string, string]>(
    'Sessions fell by {percent}% against the previous period ({previous} → {current})',
  ),
  attendanceFell: valued<[string]>('Attendance fell by {points} points against the previous period'),
  oneSessionNotEnded: valued<[string]>('{count} session was started but never ended'),
  sessionsNotEnded: valued<[string]>('{count} sessions were started but never ended'),
  oneUserWaiting: valued<[string]>('{count} user is waiting for approval'),
  usersWaiting: valued<[string]>('{count} users are waiting for approval'),
  /** Always two or more: the twentieth alert makes room for this line. */
  moreAlerts: valued<[string]>('{count} more alerts not shown'),

  // A teacher's pending tasks (teacher-insights.ts).
  oneDraftAssessment: valued<[string]>('{count} draft assessment to publish'),
  draftAssessments: valued<[string]>('{count} draft assessments to publish'),
  oneDraftSurvey: valued<[string]>('{count} draft survey to publish'),
  draftSurveys: valued<[string]>('{count} draft surveys to publish'),
  oneSessionWithoutAttendance: valued<[string]>('{count} session without attendance'),
  sessionsWithoutAttendance: valued<[string]>('{count} sessions without attendance'),

  // A teacher's achievements: the areas of the improvements, their details with words, the milestones.
  sessionsTaught: 'Sessions taught',
  attendance: 'Attendance',
  slidesPerSession: 'Slides per session',
  /** '+4 points (70% → 74%)'; a detail of plain figures ('+3 (2 → 5)', '+12% (2 → 5)') is shown as it is. */
  attendancePoints: valued<[string, string, string]>('{change} points ({before}% → {after}%)'),
  /** '+12% (2.5 → 2.8 slides)'. */
  slidesChange: valued<[string, string, string]>('{change}% ({before} → {after} slides)'),
  /** The milestones are 10 sessions and more. */
  sessionsTaughtMilestone: valued<[string]>('{count} sessions taught'),

  // A teacher's recommendations; with the classes to follow up first (the shorter ones would match them too).
  oneSessionLowFollowUp: valued<[string, string, string]>(
    '{count} session had attendance below {percent}%; follow up with {classes}.',
  ),
  sessionsLowFollowUp: valued<[string, string, string]>(
    '{count} sessions had attendance below {percent}%; follow up with {classes}.',
  ),
  oneSessionLow: valued<[string, string]>('{count} session had attendance below {percent}%.'),
  sessionsLow: valued<[string, string]>('{count} sessions had attendance below {percent}%.'),
  attendanceFalling: valued<[string]>(
    'Attendance in {class} is falling over its last three sessions: check in with the class.',
  ),
  classNoSessions: valued<[string]>('{class} has no sessions yet.'),
  /** Two weeks and more. */
  classQuiet: valued<[string, string]>('{class} has had no session for {days} days.'),
  curriculumBehind: valued<[string]>(
    'Curriculum completion is {percent}%: plan extra sessions for the classes furthest behind.',
  ),
  weeklyConsistency: valued<[string]>(
    'You taught in {percent}% of the weeks in this period: a session every week keeps classes on track.',
  ),
  fewSlides: valued<[string, string]>(
    'Sessions cover {slides} slides on average: aim for at least {target} to keep pace.',
  ),
  // The engagement insights' actions for a class that needs attention.
  raiseAttendance: valued<[string, string]>('{class}: raise attendance ({percent}%)'),
  teachEveryWeek: valued<[string, string]>('{class}: teach it every week (consistency {percent}%)'),

  // A student's achievements (student-milestones.ts).
  firstClass: 'First class',
  courseStarted: 'Your class started the AI course',
  // The titles of the steps, each whole: a template '{count} classes' would match any text that ends so.
  classes10: '10 classes',
  classes25: '25 classes',
  classes50: '50 classes',
  classesHeld: valued<[string]>('Your class has held {count} AI classes'),
  course25: '25% of the course',
  course50: '50% of the course',
  course75: '75% of the course',
  courseComplete: 'Course complete',
  slidesCovered: valued<[string, string]>("Covered {percent}% of the class's {slides} slides"),
  // Upcoming topics: the range of slides, and the title of a slide that has none.
  slide: valued<[string]>('Slide {number}'),
  slides: valued<[string, string]>('Slides {from}–{to}'),

  // The general analytics' name for a school without a state or a city.
  unknownPlace: 'Unknown',

  // Answers of the analytics' routes.
  teacherNotFound: 'Teacher not found',
  studentNotFound: 'Student not found',
  managersOwnSchools: 'School managers see the analytics of their schools only',
} as const;
