import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/_teacher/teacher/assessments/$id/edit')({
  component: () => <ScreenPlaceholder title="Edit Assessment" />,
});
