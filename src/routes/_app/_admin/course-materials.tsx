import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export const Route = createFileRoute('/_app/_admin/course-materials')({
  component: () => <ScreenPlaceholder title="Course Materials" />,
});
