import { Hono } from 'hono';
import { SchoolManagerListQuerySchema, StudentListQuerySchema, TeacherListQuerySchema } from '#contract/people';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validQuery } from '#server/lib/validate';
import { studentProgress, visibleStudent } from '../analytics/student.service';
import { issueSignInCard } from '../students-import/sign-in-card.service';
import { importStudentsUpload } from '../students-import/students-import.upload';
import { listSchoolManagers } from './school-managers.service';
import { listStudents } from './students.service';
import { listTeachers } from './teachers.service';

/** GET /api/teachers: the teachers in the caller's scope. */
export const teachersRoutes = new Hono<AppEnv>().get(
  '/',
  requireAuth('admin', 'institution_manager', 'school_manager'),
  validQuery(TeacherListQuerySchema),
  async (c) => c.json(await listTeachers(c.var.db, await scopeOf(c), currentUser(c), c.req.valid('query'))),
);

/** GET /api/school-managers: the school managers in the caller's scope. */
export const schoolManagersRoutes = new Hono<AppEnv>().get(
  '/',
  requireAuth('admin', 'institution_manager', 'school_manager'),
  validQuery(SchoolManagerListQuerySchema),
  async (c) => c.json(await listSchoolManagers(c.var.db, await scopeOf(c), currentUser(c), c.req.valid('query'))),
);

/**
 * /api/students: the list (the teacher-specific students call for teachers), scoped to the caller. Three paths
 * under it are other areas' and hand off to them: POST /import (students-import), GET /{id}/progress (the
 * student's progress: the same answer as /api/analytics/student/{id}, spec 01 §7) and POST /{id}/sign-in-card
 * (a new one-time sign-in code).
 */
export const studentsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(StudentListQuerySchema),
    async (c) => c.json(await listStudents(c.var.db, await scopeOf(c), c.req.valid('query'))),
  )
  .post('/import', requireAuth('admin', 'school_manager'), (c) => importStudentsUpload(c))
  .get('/:id/progress', requireAuth(), async (c) => {
    const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
    return c.json(await studentProgress(c.var.db, student));
  })
  .post('/:id/sign-in-card', requireAuth('admin', 'school_manager', 'teacher'), async (c) =>
    c.json(await issueSignInCard(c, c.req.param('id'))),
  );
