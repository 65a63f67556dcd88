import { eq } from 'drizzle-orm';
import { addDays, isoDay } from '#contract/analytics';
import { DEMO_PASSWORD } from '#server/db/seed/demo-plan';
import { assessments } from '#server/db/schema/learning';
import { institutions, schools, studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import { classSessions, courseMaterials, sessionProgress, slides } from '#server/db/schema/teaching';
import { hashPassword } from '#server/lib/crypto';
import type { TestApp } from '#server/testing/test-app';

/**
 * A small world of known data beside the demo data, for tests that assert figures exactly:
 * Test Trust with Test School (6A, 7B; Kochi, Kerala, ICSE, fee 1000) and Test School B (8A; Panaji, Goa, fee 2000).
 * Teacher T1 teaches 6A and 7B, teacher T2 only 7B. 6A has 3 students, 7B 2, 8A 1.
 * 6A sessions 3, 2 and 1 days ago: 27/30, 30/30, 20/30 attended, slides 1–5, 5–9, 9–12 (progress row: 12).
 * 7B one session 40 days ago (previous period): 10/20 attended, slides 1–6 (no progress row).
 */
export const TODAY = () => isoDay(new Date());
export const daysAgo = (n: number, hour = 6) =>
  new Date(Date.parse(`${addDays(TODAY(), -n)}T00:00:00Z`) + hour * 3_600_000);

export async function createWorld(t: TestApp) {
  const db = t.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (
    email: string,
    role: 'institution_manager' | 'school_manager' | 'teacher' | 'student',
    status: 'active' | 'pending' = 'active',
  ) => {
    const [row] = await db
      .insert(users)
      .values({ name: email.split('@')[0] as string, email, role, passwordHash, status })
      .returning({ id: users.id });
    return row?.id as string;
  };
  const im = await person('im@test.test', 'institution_manager');
  const sm = await person('sm@test.test', 'school_manager');
  const t1 = await person('t1@test.test', 'teacher');
  const t2 = await person('t2@test.test', 'teacher');
  const [inst] = await db
    .insert(institutions)
    .values({ name: 'Test Trust', state: 'Kerala', managerId: im })
    .returning({ id: institutions.id });
  const institutionId = inst?.id as string;
  const [a, b] = await db
    .insert(schools)
    .values([
      {
        name: 'Test School',
        institutionId,
        managerId: sm,
        classesOffered: ['6A', '7B'],
        totalSlidesPerClass: { '6': 40, '7': 60 },
        feePerStudent: 1000,
        board: 'ICSE',
        state: 'Kerala',
        city: 'Kochi',
      },
      {
        name: 'Test School B',
        institutionId,
        managerId: sm,
        classesOffered: ['8A'],
        totalSlidesPerClass: { '8': 50 },
        feePerStudent: 2000,
        board: 'CBSE',
        state: 'Goa',
        city: 'Panaji',
      },
    ])
    .returning({ id: schools.id });
  const schoolA = a?.id as string;
  const schoolB = b?.id as string;
  await db.insert(teachingAssignments).values([
    { teacherId: t1, schoolId: schoolA, classes: ['6A', '7B'] },
    { teacherId: t2, schoolId: schoolA, classes: ['7B'] },
  ]);
  const students: Record<string, string[]> = { '6A': [], '7B': [], '8A': [] };
  let n = 0;
  for (const [classLevel, count, schoolId] of [
    ['6A', 3, schoolA],
    ['7B', 2, schoolA],
    ['8A', 1, schoolB],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const id = await person(`s${++n}@test.test`, 'student');
      await db
        .insert(studentDetails)
        .values({ userId: id, schoolId, studentId: `T${n}`, classLevel, grade: Number.parseInt(classLevel, 10) });
      students[classLevel]?.push(id);
    }
  }
  const session = (
    classLevel: string,
    ago: number,
    start: number,
    end: number,
    attended: number,
    total: number,
    teacherId = t1,
  ) => ({
    teacherId,
    schoolId: schoolA,
    institutionId,
    classLevel,
    grade: Number.parseInt(classLevel, 10),
    status: 'ended' as const,
    sessionDate: daysAgo(ago),
    startingSlide: start,
    endingSlide: end,
    currentSlide: end,
    studentsAttended: attended,
    totalStudents: total,
    endedAt: daysAgo(ago),
  });
  await db
    .insert(classSessions)
    .values([
      session('6A', 3, 1, 5, 27, 30),
      session('6A', 2, 5, 9, 30, 30),
      session('6A', 1, 9, 12, 20, 30),
      session('7B', 40, 1, 6, 10, 20),
    ]);
  await db
    .insert(sessionProgress)
    .values({ schoolId: schoolA, classLevel: '6A', lastSlideVisited: 12, furthestSlide: 12 });
  return { im, sm, t1, t2, institutionId, schoolA, schoolB, students, student: students['6A']?.[0] as string, session };
}

/** A grade-6 deck whose slides 13.. carry the titles upcoming topics are made of. */
export async function titledDeck(t: TestApp) {
  const existing = await t.db.select().from(courseMaterials).where(eq(courseMaterials.classNumber, 6));
  let material = existing[0];
  if (!material) {
    [material] = await t.db
      .insert(courseMaterials)
      .values({ classNumber: 6, totalSlides: 16, version: 1, pdfFileName: 'six.pdf', pdfFileSize: 1 })
      .returning();
  }
  if (!material) throw new Error('no deck');
  await t.db.delete(slides).where(eq(slides.materialId, material.id));
  const titles = [
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Intro',
    'Robots',
    'Robots',
    'Sensors',
    '',
  ];
  await t.db.insert(slides).values(
    titles.map((title, i) => ({
      materialId: material.id,
      version: material.version,
      number: i + 1,
      title,
      imageKey: `k${i}`,
      thumbKey: `t${i}`,
    })),
  );
}

export async function draftAssessment(t: TestApp, teacherId: string, schoolId: string) {
  await t.db
    .insert(assessments)
    .values({ teacherId, schoolId, classLevel: '6A', title: 'Draft', dueAt: daysAgo(-5), published: false });
}
