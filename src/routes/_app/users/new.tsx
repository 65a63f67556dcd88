import { createFileRoute } from '@tanstack/react-router';
import { ROLES, type Role } from '#contract/roles';
import { CreateUserScreen } from '#src/features/people/components/create-user-screen';
import { requireRole } from '#src/lib/guards';
import { choiceParam } from '#src/lib/search-params';

// Admins create anyone; school managers add teachers and students to their own schools (issue 16).
export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: requireRole('admin', 'school_manager'),
  validateSearch: (search: Record<string, unknown>): { role?: Role } => ({ role: choiceParam(search.role, ROLES) }),
  component: function NewUserRoute() {
    return <CreateUserScreen role={Route.useSearch().role} />;
  },
});
