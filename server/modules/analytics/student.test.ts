import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract/analytics';
import { nextSlideOf } from '#contract/sessions';
import { DEMO_PASSWORD } from '#server/db/seed/demo-plan';
import { users } from '#server/db/schema/people';
import { hashPassword } from '#server/lib/crypto';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { TODAY, createWorld, titledDeck } from '#server/testing/analytics-fixture';

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let s1: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await titledDeck(t);
  s1 = await t.login('s1@test.test');
});
afterAll(() => t.close());

describe('GET /api/students/{id}/progress', () => {
  it("reports the student's progress, their class's sessions and attendance, achievements and upcoming topics", async () => {
    const res = await t.get(`/api/students/${w.student}/progress`, s1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      student: { _id: w.student, name: 's1', student_id: 'T1' },
      school_id: w.schoolA,
      school_name: 'Test School',
      class_level: '6A',
      // The grade's 16-slide deck is the class's total, not the school's configured 40 (issue 15).
      total_slides: 16,
      slides_covered: 12,
      remaining_slides: 4,
      progress_percentage: 75,
      // The class resumes where its last session stopped (the teacher's 'Next: Slide 12'), not after it.
      next_slide: 12,
      total_sessions: 3,
      attendance: { rate: 85.6, sessions: 3, basis: 'class' },
      // Its sessions recorded the numbers only (no roll call): nothing of the student's own to count.
      own_attendance: { attended: 0, held: 0, rate: null, recent: [] },
      recent_sessions: [
        {
          _id: expect.any(String),
          date: addDays(TODAY(), -1),
          starting_slide: 9,
          ending_slide: 12,
          slides_covered: 4,
          attendance_percentage: 66.7,
        },
        {
          _id: expect.any(String),
          date: addDays(TODAY(), -2),
          starting_slide: 5,
          ending_slide: 9,
          slides_covered: 5,
          attendance_percentage: 100,
        },
        {
          _id: expect.any(String),
          date: addDays(TODAY(), -3),
          starting_slide: 1,
          ending_slide: 5,
          slides_covered: 5,
          attendance_percentage: 90,
        },
      ],
      achievements: [
        {
          id: 'progress-75',
          title: '75% of the course',
          description: "Covered 75% of the class's 16 slides",
          icon: 'star',
          date: addDays(TODAY(), -1),
        },
        {
          id: 'progress-50',
          title: '50% of the course',
          description: "Covered 50% of the class's 16 slides",
          icon: 'star',
          date: addDays(TODAY(), -2),
        },
        {
          id: 'first-session',
          title: 'First class',
          description: 'Your class started the AI course',
          icon: 'flag',
          date: addDays(TODAY(), -3),
        },
        {
          id: 'progress-25',
          title: '25% of the course',
          description: "Covered 25% of the class's 16 slides",
          icon: 'star',
          date: addDays(TODAY(), -3),
        },
      ],
      // From the slide the class resumes at: the student's screen names one next slide.
      upcoming_topics: [
        { id: 'slide-12', title: 'Intro', slideRange: 'Slide 12', status: 'next' },
        { id: 'slide-13', title: 'Robots', slideRange: 'Slides 13–14', status: 'upcoming' },
        { id: 'slide-15', title: 'Sensors', slideRange: 'Slide 15', status: 'upcoming' },
        { id: 'slide-16', title: 'Slide 16', slideRange: 'Slide 16', status: 'upcoming' },
      ],
      progress: { completedSlides: 12, sessions: 3 },
    });
  });

  it('answers the same figures, and the analytics beside them, at /api/analytics/student/{id}', async () => {
    const a = await t.get(`/api/analytics/student/${w.student}`, s1);
    const b = await t.get(`/api/students/${w.student}/progress`, s1);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject(b.body);
    expect(Object.keys(a.body).sort()).toEqual(
      [
        ...Object.keys(b.body),
        'monthly_progress',
        'assessment_scores',
        'assessment_summary',
        'surveys',
        'due_next',
      ].sort(),
    );
  });

  it("names the same next slide as the teacher's 'Next: Slide N' for the class (one rule: nextSlideOf)", async () => {
    const student = await t.get(`/api/students/${w.student}/progress`, s1);
    const teacher = await t.get(`/api/session-progress/${w.schoolA}/6A`, await t.login('t1@test.test'));
    expect(teacher.status).toBe(200);
    const { progress, courseMaterial } = teacher.body;
    expect(student.body.next_slide).toBe(nextSlideOf(progress.lastSlideVisited, courseMaterial.totalSlides));
    expect(student.body.total_slides).toBe(courseMaterial.totalSlides);
    expect(student.body.slides_covered).toBe(progress.furthestSlide);
  });

  it('answers empty lists for a class with no sessions yet, and for a student without a school', async () => {
    const s6 = await t.login('s6@test.test');
    const lone = w.students['8A']?.[0] as string;
    const res = await t.get(`/api/students/${lone}/progress`, s6);
    expect(res.body).toMatchObject({
      class_level: '8A',
      total_slides: 50,
      slides_covered: 0,
      progress_percentage: 0,
      next_slide: 1,
      total_sessions: 0,
      attendance: { rate: null, sessions: 0, basis: 'class' },
      recent_sessions: [],
      achievements: [],
    });
    const [row] = await t.db
      .insert(users)
      .values({
        name: 'No School',
        email: 'noschool@test.test',
        role: 'student',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    const token = await t.login('noschool@test.test');
    const none = await t.get(`/api/students/${row?.id}/progress`, token);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      school_id: null,
      school_name: null,
      class_level: null,
      total_slides: 0,
      recent_sessions: [],
      achievements: [],
      upcoming_topics: [],
    });
  });
});
