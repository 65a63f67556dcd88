import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { count } from 'drizzle-orm';
import type { Env } from '#server/env';
import { hashPassword } from '#server/lib/crypto';
import type { Db } from '../client';
import { institutions, schools, studentDetails, teachingAssignments, users } from '../schema/people';
import { activityLog } from '../schema/system';
import {
  DEMO_ACCOUNTS,
  DEMO_INSTITUTIONS,
  DEMO_PASSWORD,
  DEMO_SCHOOLS,
  DEMO_STUDENT_CLASS,
  DEMO_TEACHERS,
  OTHER_MANAGERS,
  STUDENTS_PER_CLASS,
  slidesPerClass,
  studentName,
} from './demo-plan';
import { queueDemoDecks } from './demo-decks';
import type { DemoWorld } from './demo-plan';
import { seedTeaching } from './demo-teaching';

export function demoLogins(): string[] {
  return DEMO_ACCOUNTS.map((a) => `${a.email.padEnd(32)} ${a.role}`);
}

/**
 * Loads the demo data into an empty database: no users, institutions or schools (a school's own records, or a
 * restored backup, are never seeded over). Returns whether it did.
 */
export async function seedIfEmpty(db: Db, env?: Env): Promise<boolean> {
  const counts = await Promise.all(
    [users, institutions, schools].map((table) => db.select({ n: count() }).from(table)),
  );
  if (counts.some(([row]) => (row?.n ?? 0) > 0)) return false;
  await seedDemo(db, env, env?.demoDeckSlides ? { deckSlides: env.demoDeckSlides } : {});
  return true;
}

export type SeedOptions = {
  /**
   * The demo slide decks: 'jobs' stores a generated PDF per taught grade and queues its conversion (the job
   * runner converts them after the server starts listening); 'none' skips them (the test template).
   * Default: 'jobs' when an env (blob store) is given, else 'none'.
   */
  decks?: 'jobs' | 'none';
  /** At most this many slides per demo deck (faster first starts for browser tests); default: the spec's counts. */
  deckSlides?: number;
};

export async function seedDemo(db: Db, env?: Env, options: SeedOptions = {}): Promise<DemoWorld> {
  // One hash for every demo account: they all share the documented demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const world: DemoWorld = { userIds: new Map(), schoolIds: new Map(), institutionIds: new Map(), students: new Map() };

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const staff = [
      ...DEMO_ACCOUNTS.filter((a) => a.role !== 'student' && a.role !== 'teacher'),
      ...OTHER_MANAGERS,
      ...DEMO_TEACHERS.map((x) => ({ email: x.email, name: x.name, role: 'teacher' as const })),
    ];
    const staffRows = await t
      .insert(users)
      .values(
        staff.map((s, i) => ({
          name: s.name,
          email: s.email,
          role: s.role,
          passwordHash,
          phone: `+9198${String(7654320 + i).padStart(8, '0')}`,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const r of staffRows) world.userIds.set(r.email, r.id);
    const adminId = world.userIds.get('admin@demo.test') ?? null;

    for (const [key, inst] of Object.entries(DEMO_INSTITUTIONS)) {
      const [row] = await t
        .insert(institutions)
        .values({
          name: inst.name,
          state: inst.state,
          district: inst.district,
          address: inst.address,
          contactEmail: inst.contactEmail,
          contactPhone: inst.contactPhone,
          managerId: world.userIds.get(inst.manager),
          createdBy: adminId,
        })
        .returning({ id: institutions.id });
      if (row) world.institutionIds.set(key, row.id);
    }

    for (const s of DEMO_SCHOOLS) {
      const [row] = await t
        .insert(schools)
        .values({
          name: s.name,
          institutionId: world.institutionIds.get(s.institution) as string,
          managerId: world.userIds.get(s.manager),
          classesOffered: s.classes,
          totalSlidesPerClass: slidesPerClass(),
          feePerStudent: s.fee,
          board: s.board,
          state: s.state,
          city: s.city,
          address: `Main Road, ${s.city}`,
          contactEmail: `office@${s.key}.school.example`,
          contactPhone: '+911234567890',
          createdBy: adminId,
        })
        .returning({ id: schools.id });
      if (row) world.schoolIds.set(s.key, row.id);
    }

    await t.insert(teachingAssignments).values(
      DEMO_TEACHERS.flatMap((teacher) =>
        Object.entries(teacher.assignments).map(([school, classes]) => ({
          teacherId: world.userIds.get(teacher.email) as string,
          schoolId: world.schoolIds.get(school) as string,
          classes,
        })),
      ),
    );

    await seedStudents(t, world, passwordHash, adminId);
    await t.insert(activityLog).values([
      {
        actorId: adminId,
        action: 'seeded',
        entityType: 'system',
        description: ACTIVITY_MESSAGES.demoDataLoaded,
      },
    ]);
    await seedTeaching(t, world);
    if (env && (options.decks ?? 'jobs') === 'jobs') await queueDemoDecks(t, env, adminId, options.deckSlides);
  });
  return world;
}

async function seedStudents(db: Db, world: DemoWorld, passwordHash: string, adminId: string | null) {
  let n = 0;
  const rows: { user: typeof users.$inferInsert; school: string; classLevel: string; studentId: string }[] = [];
  for (const school of DEMO_SCHOOLS) {
    for (const classLevel of school.classes) {
      for (let i = 0; i < STUDENTS_PER_CLASS; i++) {
        const isDemo =
          school.key === DEMO_STUDENT_CLASS.school && classLevel === DEMO_STUDENT_CLASS.classLevel && i === 0;
        const studentId = `${school.key.slice(0, 3).toUpperCase()}${String(1001 + n)}`;
        rows.push({
          user: {
            name: isDemo ? 'Aarav Gupta' : studentName(n),
            email: isDemo ? 'student@demo.test' : `${studentId.toLowerCase()}@students.demo.test`,
            role: 'student',
            passwordHash,
            createdBy: adminId,
            phone: `+9197${String(10000000 + n).padStart(8, '0')}`,
          },
          school: school.key,
          classLevel,
          studentId,
        });
        n++;
      }
    }
  }
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const created = await db
      .insert(users)
      .values(chunk.map((r) => r.user))
      .returning({ id: users.id, email: users.email });
    await db.insert(studentDetails).values(
      chunk.map((r, j) => ({
        userId: created[j]?.id as string,
        schoolId: world.schoolIds.get(r.school) as string,
        studentId: r.studentId,
        classLevel: r.classLevel,
        grade: Number.parseInt(r.classLevel, 10),
        parentContact: `+9196${String(20000000 + i + j).padStart(8, '0')}`,
      })),
    );
    chunk.forEach((r, j) => {
      const key = `${r.school}:${r.classLevel}`;
      world.students.set(key, [...(world.students.get(key) ?? []), created[j]?.id as string]);
      if (r.user.email === 'student@demo.test') world.userIds.set('student@demo.test', created[j]?.id as string);
    });
  }
}
