import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import type { AnalyticsFilters } from '#src/features/assessments/api/teacher-assessment-analytics';
import { TeacherAnalytics } from '#src/features/assessments/components/teacher-analytics';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/_teacher/teacher/assessment-analytics')({
  // Plain readers, not valibot: route options other than the component load with the app (decision 010).
  validateSearch: (search: Record<string, unknown>): AnalyticsFilters => ({
    school_id: typeof search.school_id === 'string' ? search.school_id : undefined,
    class_level: typeof search.class_level === 'string' ? search.class_level.trim().toUpperCase() : undefined,
  }),
  component: TeacherAssessmentAnalytics,
});

function TeacherAssessmentAnalytics() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const teacherId = useSession()?.user._id ?? '';
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Assessment Analytics`} subtitle={t`Submissions and average scores by school and class`} />
      <TeacherAnalytics
        teacherId={teacherId}
        filters={filters}
        onFiltersChange={(search) => navigate({ search, replace: true })}
      />
    </>
  );
}
