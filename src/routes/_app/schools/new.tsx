import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/schools/new')({
  component: () => <ScreenPlaceholder title="Create School" />,
});
