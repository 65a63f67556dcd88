import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/institutions/$id/edit')({
  component: () => <ScreenPlaceholder title="Edit Institution" />,
});
