import { createFileRoute } from '@tanstack/react-router';
import { CreateInstitutionScreen } from '#src/features/institutions/components/create-institution-screen';
import { requireRole } from '#src/lib/guards';

export const Route = createFileRoute('/_app/institutions/new')({
  beforeLoad: requireRole('admin'),
  component: CreateInstitutionScreen,
});
