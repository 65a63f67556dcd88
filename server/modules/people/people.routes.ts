import { Hono } from 'hono';
import { SchoolManagerListQuerySchema, StudentListQuerySchema, TeacherListQuerySchema } from '#contract/people';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validQuery } from '#server/lib/validate';
import { listSchoolManagers } from './school-managers.service';
import { listStudents } from './students.service';
import { issueSignInCard } from '../students-import/sign-in-card.service';
import { listTeachers } from './teachers.service';

/**
 * The people lists, mounted at /api: GET /teachers, GET /students (the teacher-specific students call for
 * teachers), GET /school-managers, scoped to the caller; and POST /students/{id}/sign-in-card (a new one-time
 * sign-in code). Per-route guards only, because other modules mount /api/students/... routes too.
 */
export const peopleRoutes = new Hono<AppEnv>()
  .get(
    '/teachers',
    requireAuth('admin', 'institution_manager', 'school_manager'),
    validQuery(TeacherListQuerySchema),
    async (c) => {
      return c.json(await listTeachers(c.var.db, await scopeOf(c), currentUser(c), c.req.valid('query')));
    },
  )
  .get(
    '/students',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(StudentListQuerySchema),
    async (c) => c.json(await listStudents(c.var.db, await scopeOf(c), c.req.valid('query'))),
  )
  .post('/students/:id/sign-in-card', requireAuth('admin', 'school_manager', 'teacher'), async (c) =>
    c.json(await issueSignInCard(c, c.req.param('id'))),
  )
  .get(
    '/school-managers',
    requireAuth('admin', 'institution_manager', 'school_manager'),
    validQuery(SchoolManagerListQuerySchema),
    async (c) => c.json(await listSchoolManagers(c.var.db, await scopeOf(c), currentUser(c), c.req.valid('query'))),
  );
