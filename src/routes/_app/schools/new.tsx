import { createFileRoute } from '@tanstack/react-router';
import { CreateSchoolScreen } from '#src/features/schools/components/create-school-screen';
import { requireRole } from '#src/lib/guards';

export const Route = createFileRoute('/_app/schools/new')({
  beforeLoad: requireRole('admin'),
  component: CreateSchoolScreen,
});
