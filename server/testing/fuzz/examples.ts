import { randomUUID } from 'node:crypto';

/**
 * A valid request for each route that takes a body: the fuzz suite breaks one to three of its fields at a time, so
 * the rest passes validation and the broken field reaches as deep as it can (the service, the database). The
 * suite checks each example against its route's schema first, so an example that drifts from the contract fails
 * loudly instead of fuzzing nothing. Ids are the demo world's (Priya teaches Mohali 6A, 6B, 7A).
 */
export type World = {
  sunrise: string;
  mohali: string;
  studentId: string;
  assessmentId: string;
  surveyId: string;
  sessionId: string;
};

const now = () => new Date().toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let n = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${n++}@fuzz.example`;

const metadata = {
  state: 'Kerala',
  district: 'Ernakulam',
  address: 'MG Road, Kochi',
  contact_email: 'office@fuzz.example',
  contact_phone: '+914842345678',
};

export function examples(w: World): Record<string, () => { body?: unknown; query?: Record<string, string> }> {
  const session = { school_id: w.mohali, class_level: '6A' };
  return {
    'POST /api/auth/login': () => ({ body: { email: 'nobody@fuzz.example', password: 'wrong-password' } }),
    'POST /api/institutions': () => ({ body: { name: 'Fuzz Institution', metadata } }),
    'PUT /api/institutions/:id': () => ({ body: { name: 'Fuzz Institution', metadata } }),
    'POST /api/schools': () => ({
      body: {
        name: 'Fuzz School',
        institution_id: w.sunrise,
        classes_offered: ['7A', '8A'],
        total_slides_per_class: { '7': 40 },
        fee_per_student: 1500,
        metadata: { ...metadata, city: 'Kochi', board: 'CBSE' },
      },
    }),
    'PUT /api/schools/:id': () => ({
      body: {
        name: 'Fuzz School',
        institution_id: w.sunrise,
        classes_offered: ['6A', '6B', '7A'],
        metadata: { ...metadata, city: 'Mohali', board: 'CBSE' },
      },
    }),
    'PATCH /api/schools/:id/slides/:n': () => ({ body: { slide_count: 40 } }),
    'POST /api/users': () => ({
      body: {
        name: 'Fuzz Student',
        email: unique('student'),
        password: 'secret12',
        role: 'student',
        phone: '+919812345678',
        studies_at_school: w.mohali,
        student_details: { student_id: `F-${n++}`, class_level: '7B', parent_contact: '+919800000001' },
      },
    }),
    'PUT /api/users/:id': () => ({
      body: {
        name: 'Fuzz Student',
        email: unique('student'),
        role: 'student',
        status: 'active',
        studies_at_school: w.mohali,
        student_details: { student_id: `F-${n++}`, class_level: '6A', parent_contact: '+919800000001' },
      },
    }),
    'PATCH /api/users/:id/status': () => ({ body: { status: 'active' } }),
    'POST /api/class-sessions': () => ({
      body: {
        ...session,
        session_date: now(),
        starting_slide: 1,
        ending_slide: 4,
        students_attended: 20,
        total_students: 25,
        notes: 'fuzz',
      },
    }),
    'PUT /api/class-sessions/:id': () => ({ body: { ending_slide: 5, notes: 'fuzz' } }),
    'POST /api/class-sessions/start-slide-session': () => ({
      body: {
        ...session,
        session_id: randomUUID(),
        started_at: now(),
        starting_slide: 1,
        device_id: 'fuzz-device',
        seq: 1,
      },
    }),
    'PUT /api/class-sessions/:id/update-slide': () => ({
      body: { currentSlide: 3, furthestSlide: 4, clientTimestamp: now(), deviceId: 'fuzz-device', seq: 2 },
    }),
    'POST /api/class-sessions/:id/end-session': () => ({
      body: {
        students_attended: 20,
        total_students: 25,
        notes: 'fuzz',
        clientTimestamp: now(),
        currentSlide: 3,
        furthestSlide: 4,
      },
    }),
    'POST /api/class-sessions/:id/cancel': () => ({
      body: { clientTimestamp: now(), deviceId: 'fuzz-device', seq: 3 },
    }),
    'POST /api/class-sessions/unsent-changes': () => ({
      body: {
        fileName: 'fuzz.json',
        file: {
          format: 'pathshala-unsent-changes',
          version: 1,
          teacherId: w.studentId,
          teacherName: 'x',
          deviceId: null,
          savedAt: now(),
          changes: [],
        },
      },
    }),
    'POST /api/session-progress/batch': () => ({ body: { combinations: [{ schoolId: w.mohali, classLevel: '6A' }] } }),
    'PUT /api/session-progress/:schoolId/:classLevel': () => ({
      body: { lastSlideVisited: 3, clientTimestamp: now() },
    }),
    'PUT /api/course-materials/class/:class/slide/:n': () => ({ body: { title: 'Fuzz slide' } }),
    'POST /api/assessments': () => ({
      body: {
        title: 'Fuzz quiz',
        description: 'x',
        school_id: w.mohali,
        class_levels: ['6A'],
        due_at: inDays(3),
        questions: [{ prompt: 'Q?', options: ['a', 'b'], correctIndex: 0, points: 1 }],
      },
    }),
    'PUT /api/assessments/:id': () => ({
      body: { title: 'Fuzz quiz', school_id: w.mohali, class_level: '6A', due_at: inDays(3) },
    }),
    'POST /api/assessments/:id/submit': () => ({ body: { answers: [0] } }),
    'POST /api/surveys': () => ({
      body: {
        title: 'Fuzz survey',
        school_id: w.mohali,
        class_levels: ['6A'],
        due_at: inDays(3),
        questions: [{ prompt: 'How was it?', min: 1, max: 5 }],
      },
    }),
    'PUT /api/surveys/:id': () => ({
      body: { title: 'Fuzz survey', school_id: w.mohali, class_level: '6A', due_at: inDays(3) },
    }),
    'POST /api/surveys/:id/submit': () => ({ body: { answers: [{ rating: 3, comment: '' }] } }),
    'POST /api/explainer-videos/generate': () => ({
      body: { prompt: 'How photosynthesis works', targetDuration: 30, source: 'prompt' },
    }),
    'GET /api/explainer-videos/sources': () => ({ query: { prompt: 'How photosynthesis works' } }),
    'POST /api/public/enquiry/submit': () => ({
      body: {
        institutionName: 'Fuzz School',
        phoneNumber: '+91 98765 43210',
        email: unique('enquiry'),
        country: '',
        state: 'Punjab',
        city: 'Mohali',
        pincode: '160062',
        address: 'Sector 70',
        websiteUrl: 'https://fuzz.example',
        numberOfStudents: '450',
        additionalInfo: 'x',
      },
    }),
    'POST /api/public/enquiry/verify-otp': () => ({ body: { sessionId: randomUUID(), otp: '123456' } }),
    'POST /api/public/teacher-application/submit': () => ({
      body: {
        name: 'Fuzz Teacher',
        email: unique('applicant'),
        phoneNumber: '+919812345678',
        currentRole: 'Engineer',
        qualification: 'B.Tech',
        yearsOfExperience: 4,
        hasTeachingExperience: 'Yes',
        preferredLocation: 'Both NCR & Punjab',
        whyJoin: 'To teach.',
        linkedinUrl: '',
        portfolioUrl: '',
      },
    }),
    'POST /api/public/teacher-application/verify-otp': () => ({ body: { sessionId: randomUUID(), otp: '123456' } }),
    'GET /api/analytics/comprehensive': () => ({ query: { startDate: '2026-10-01', endDate: '2026-10-31' } }),
    'GET /api/class-sessions': () => ({
      query: { page: '1', limit: '10', school_id: w.mohali, start_date: '2026-10-01' },
    }),
    'GET /api/students': () => ({ query: { page: '1', search: 'a', school_id: w.mohali } }),
    'GET /api/users': () => ({ query: { page: '1', search: 'a', role: 'teacher' } }),
  };
}

/** The path ids a route's example uses: the demo world's, by parameter and path. */
export function exampleParams(path: string, w: World): Record<string, string> {
  const id = path.startsWith('/api/assessments')
    ? w.assessmentId
    : path.startsWith('/api/surveys')
      ? w.surveyId
      : path.startsWith('/api/class-sessions')
        ? w.sessionId
        : path.startsWith('/api/institutions')
          ? w.sunrise
          : path.startsWith('/api/users') || path.startsWith('/api/students') || path.includes('/student/')
            ? w.studentId
            : w.mohali;
  return { id, schoolId: w.mohali, classLevel: '6A', class: '6', n: '1', version: '1', videoId: randomUUID() };
}
