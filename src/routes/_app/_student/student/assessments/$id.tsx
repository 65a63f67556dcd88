import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/_student/student/assessments/$id')({
  component: () => <ScreenPlaceholder title="Assessment" />,
});
