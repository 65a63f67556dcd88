import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const Route = createFileRoute('/_app/manage-slides')({
  component: () => <ScreenPlaceholder title="Manage Class Slides" />,
});
