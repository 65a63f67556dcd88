import { createFileRoute } from '@tanstack/react-router';
import { CreateUserScreen } from '../../../features/users/components/create-user-screen';
import { requireRole } from '../../../lib/guards';

export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: requireRole('admin'),
  component: CreateUserScreen,
});
