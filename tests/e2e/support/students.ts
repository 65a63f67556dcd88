import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './auth';
import { tokenOf, type World } from './offline';

export type Pupil = { _id: string; name: string; student_id: string; email: string };

/** Adds `count` students to a class of the world (through the admin API), named '<prefix> 01' and so on. */
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
    const student_id = `${classLevel}-${tag}-${n}`;
    const email = `pupil.${tag}.${n}@roster.test`;
    const res = await request.post('/api/users', {
      headers: admin,
      data: {
        name: `${prefix} ${n}`,
        email,
        password: DEMO_PASSWORD,
        role: 'student',
        studies_at_school: world.schoolId,
        student_details: { student_id, class_level: classLevel, parent_contact: '+919800000000' },
      },
    });
    if (res.status() !== 201) throw new Error(`student ${n}: ${res.status()} ${await res.text()}`);
    const { user } = await res.json();
    pupils.push({ _id: user._id, name: user.name, student_id, email });
  }
  return pupils;
}
