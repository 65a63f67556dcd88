import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/users/new')({
  component: () => <ScreenPlaceholder title="Create New User" />,
});
