import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/schools/$id/edit')({
  component: () => <ScreenPlaceholder title="Edit School" />,
});
