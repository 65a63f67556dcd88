import { schoolManagers, students, teachers } from '#contract/people-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { scopeOf } from '#server/lib/scope';
import { studentProgress, visibleStudent } from '../analytics/student.service';
import { issueSignInCard } from '../students-import/sign-in-card.service';
import { importStudentsUpload } from '../students-import/students-import.upload';
import { listSchoolManagers } from './school-managers.service';
import { listStudents } from './students.service';
import { listTeachers } from './teachers.service';

const managers = [requireAuth('admin', 'institution_manager', 'school_manager')];

/** GET /api/teachers: the teachers in the caller's scope. */
export const teachersRoutes = endpointRoutes('/teachers').serve(teachers.list, managers, async (c, { query }) =>
  listTeachers(c.var.db, await scopeOf(c), currentUser(c), query),
).router;

/** GET /api/school-managers: the school managers in the caller's scope. */
export const schoolManagersRoutes = endpointRoutes('/school-managers').serve(
  schoolManagers.list,
  managers,
  async (c, { query }) => listSchoolManagers(c.var.db, await scopeOf(c), currentUser(c), query),
).router;

/**
 * /api/students: the list (the teacher-specific students call for teachers), scoped to the caller. Three paths
 * under it are other areas' and hand off to them: POST /import (students-import), GET /{id}/progress (the
 * student's progress: the same answer as /api/analytics/student/{id}, spec 01 §7) and POST /{id}/sign-in-card
 * (a new one-time sign-in code).
 */
export const studentsRoutes = endpointRoutes('/students')
  .serve(
    students.list,
    [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')],
    async (c, { query }) => listStudents(c.var.db, await scopeOf(c), query),
  )
  // Multipart: the handler reads the request itself.
  .serve(students.import, [requireAuth('admin', 'school_manager')], (c) => importStudentsUpload(c))
  .serve(students.progress, [requireAuth()], async (c, { params }) => {
    const student = await visibleStudent(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return studentProgress(c.var.db, student);
  })
  .serve(students.issueSignInCard, [requireAuth('admin', 'school_manager', 'teacher')], (c, { params }) =>
    issueSignInCard(c, params.id),
  ).router;
