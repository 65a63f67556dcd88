import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './auth';
import { type Headers, tokenOf, type World } from './offline';

/** Helpers of the attendance journeys (issue 17): students in a class, and classes ended through the API. */
export type Pupil = { _id: string; name: string; student_id: string; email: string };

/** Adds one student to a class of a school (through the admin API). */
export async function addStudent(
  request: APIRequestContext,
  admin: Headers,
  student: { schoolId: string; classLevel: string; name: string; studentId: string; email: string },
): Promise<Pupil> {
  const res = await request.post('/api/users', {
    headers: admin,
    data: {
      name: student.name,
      email: student.email,
      password: DEMO_PASSWORD,
      role: 'student',
      studies_at_school: student.schoolId,
      student_details: {
        student_id: student.studentId,
        class_level: student.classLevel,
        parent_contact: '+919800000000',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = await res.json();
  return { _id: user._id, name: user.name, student_id: student.studentId, email: student.email };
}

/** Adds `count` students to a class of the world, named '<prefix> 01' and so on. */
export async function addStudents(
  request: APIRequestContext,
  world: World,
  classLevel: string,
  count: number,
  prefix = `Pupil ${classLevel}`,
): Promise<Pupil[]> {
  const admin = await tokenOf(request, DEMO.admin);
  const tag = Math.random().toString(36).slice(2, 8);
  const pupils: Pupil[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    pupils.push(
      await addStudent(request, admin, {
        schoolId: world.schoolId,
        classLevel,
        name: `${prefix} ${n}`,
        studentId: `${classLevel}-${tag}-${n}`,
        email: `pupil.${tag}.${n}@roster.test`,
      }),
    );
  }
  return pupils;
}

/**
 * A class started (at `startingSlide` when given) and ended through the API, with a roll call of these absent
 * students when `absent` is given (the numbers only otherwise). Returns the session's id.
 */
export async function teachViaApi(
  request: APIRequestContext,
  teacher: Headers,
  place: { schoolId: string; classLevel: string; total: number; absent?: string[]; startingSlide?: number },
): Promise<string> {
  const id = randomUUID();
  // A start at a given slide is stamped as a device's (another laptop's) so the class's progress records it.
  const at = place.startingSlide
    ? { starting_slide: place.startingSlide, started_at: new Date().toISOString(), device_id: 'api-laptop', seq: 1 }
    : {};
  const start = await request.post('/api/class-sessions/start-slide-session', {
    headers: teacher,
    data: { school_id: place.schoolId, class_level: place.classLevel, session_id: id, ...at },
  });
  expect(start.status(), await start.text()).toBe(200);
  const end = await request.post(`/api/class-sessions/${id}/end-session`, {
    headers: teacher,
    data: {
      students_attended: place.total - (place.absent?.length ?? 0),
      total_students: place.total,
      notes: '',
      ...(place.absent ? { absent_student_ids: place.absent } : {}),
    },
  });
  expect(end.status(), await end.text()).toBe(200);
  return id;
}

/** The demo decks are converted in the background after the server starts: waits for a grade's deck. */
export async function waitForDeck(request: APIRequestContext, headers: Headers, grade: number) {
  await expect
    .poll(
      async () => {
        const { materials } = await (await request.get('/api/course-materials', { headers })).json();
        return materials.some((m: { class: number }) => m.class === grade);
      },
      { timeout: 110_000, intervals: [1000] },
    )
    .toBe(true);
}
