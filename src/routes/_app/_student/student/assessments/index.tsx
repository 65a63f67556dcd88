import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/_student/student/assessments/')({
  component: () => <ScreenPlaceholder title="My Assessments" />,
});
