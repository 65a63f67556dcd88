import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#src/components/page-header';
import { StudentAnalytics } from '#src/features/assessments/components/student-analytics';
import { useSession } from '#src/lib/use-session';

export const Route = createFileRoute('/_app/_student/student/assessment-analytics')({
  component: StudentAssessmentAnalytics,
});

function StudentAssessmentAnalytics() {
  const studentId = useSession()?.user._id ?? '';
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Assessment Analytics`} subtitle={t`Your submissions and scores`} />
      <StudentAnalytics studentId={studentId} />
    </>
  );
}
