import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageHeader } from '../../../../components/page-header';
import { TeacherAnalytics } from '../../../../features/assessments/components/teacher-analytics';
import { useSession } from '../../../../lib/use-session';

const SearchSchema = v.object({
  school_id: v.fallback(v.optional(v.string()), undefined),
  class_level: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())), undefined),
});

export const Route = createFileRoute('/_app/_teacher/teacher/assessment-analytics')({
  validateSearch: (search: Record<string, unknown>) => v.parse(SearchSchema, search),
  component: TeacherAssessmentAnalytics,
});

function TeacherAssessmentAnalytics() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const teacherId = useSession()?.user._id ?? '';
  return (
    <>
      <PageHeader title="Assessment Analytics" subtitle="Submissions and average scores by school and class" />
      <TeacherAnalytics
        teacherId={teacherId}
        filters={filters}
        onFiltersChange={(search) => navigate({ search, replace: true })}
      />
    </>
  );
}
