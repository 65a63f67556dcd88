import { createFileRoute } from '@tanstack/react-router';
import { ImportStudentsScreen } from '#src/features/students-import/components/import-students-screen';
import { requireRole } from '#src/lib/guards';

/** Admins import into any school, school managers into the schools they manage (the server checks both). */
export const Route = createFileRoute('/_app/students/import')({
  beforeLoad: requireRole('admin', 'school_manager'),
  component: ImportStudentsScreen,
});
