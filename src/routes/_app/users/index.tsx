import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/users/')({
  component: () => <ScreenPlaceholder title="Users Management" />,
});
