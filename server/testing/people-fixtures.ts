import { eq, sql } from 'drizzle-orm';
import { institutions, schools, users } from '#server/db/schema/people';
import { DEMO_INSTITUTIONS, DEMO_SCHOOLS } from '#server/db/seed/demo-plan';
import type { TestApp } from '#server/testing/test-app';

export const EMAILS = {
  admin: 'admin@demo.test',
  institution_manager: 'institution.manager@demo.test',
  school_manager: 'school.manager@demo.test',
  teacher: 'teacher@demo.test',
  student: 'student@demo.test',
} as const;
export type DemoRole = keyof typeof EMAILS;

/** Ids of the demo world: Sunrise (Mohali, Ludhiana) is in the demo managers' scope, Bharat (Noida, Gurgaon) is not. */
export async function demoIds(t: TestApp) {
  const inst = await t.db.select({ id: institutions.id, name: institutions.name }).from(institutions);
  const sch = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  const instId = (key: keyof typeof DEMO_INSTITUTIONS) =>
    inst.find((i) => i.name === DEMO_INSTITUTIONS[key].name)?.id as string;
  const schoolId = (key: string) =>
    sch.find((s) => s.name === DEMO_SCHOOLS.find((d) => d.key === key)?.name)?.id as string;
  return {
    sunrise: instId('sunrise'),
    bharat: instId('bharat'),
    mohali: schoolId('mohali'),
    ludhiana: schoolId('ludhiana'),
    noida: schoolId('noida'),
    gurgaon: schoolId('gurgaon'),
    userId: (email: string) => userIdOf(t, email),
  };
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A signed-in token per demo role. */
export async function tokens(t: TestApp): Promise<Record<DemoRole, string>> {
  const entries = await Promise.all(
    Object.entries(EMAILS).map(async ([role, email]) => [role, await t.login(email)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoRole, string>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${counter++}@test.example`;

export const institutionBody = (name = 'Test Institution') => ({
  name,
  metadata: {
    state: 'Kerala',
    district: 'Ernakulam',
    address: 'MG Road, Kochi',
    contact_email: 'office@test-institution.example',
    contact_phone: '+914842345678',
  },
});

export const schoolBody = (institutionId: string, name = 'Test School') => ({
  name,
  institution_id: institutionId,
  classes_offered: ['7A', '7B', '8A'],
  total_slides_per_class: { '7': 40 },
  fee_per_student: 1500,
  metadata: {
    state: 'Kerala',
    city: 'Kochi',
    address: 'Marine Drive',
    contact_email: 'office@test-school.example',
    contact_phone: '+914842345679',
    board: 'CBSE',
  },
});
