import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const Route = createFileRoute('/_app/school-managers')({
  component: () => <ScreenPlaceholder title="School Managers" />,
});
