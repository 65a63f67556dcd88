import { useLingui } from '@lingui/react/macro';
import type { StudentListItem } from '#contract/people';
import { DetailList, DetailsDialog } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { useSession } from '#src/lib/use-session';
import { StudentSignInCard } from './student-sign-in-card';

/** A student's details (spec 02 §2): contact, parent contact, status, class, student ID, enrolment, school. */
export function StudentDetailsDialog({ student, onClose }: { student: StudentListItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const role = useSession()?.user.role;
  const mayIssueCard = role === 'admin' || role === 'school_manager' || role === 'teacher';
  return (
    <DetailsDialog opened={Boolean(student)} onClose={onClose} title={student?.name ?? t`Student`}>
      {student && (
        <>
          <DetailList
            items={[
              { label: t`Email`, value: student.email },
              { label: t`Student phone`, value: formatPhone(student.phone) || t`N/A` },
              { label: t`Parent contact`, value: formatPhone(student.student_details?.parent_contact) || t`N/A` },
              { label: t`Status`, value: <StatusBadge status={student.status} /> },
              { label: t`Class level`, value: student.student_details?.class_level || t`N/A` },
              { label: t`Student ID`, value: student.student_details?.student_id || t`N/A` },
              { label: t`Enrolled`, value: formatDate(student.createdAt) },
              { label: t`School`, value: student.school?.name ?? t`N/A` },
              { label: t`Institution`, value: student.school?.institution_id.name ?? t`N/A` },
              { label: t`Created by`, value: student.created_by?.name ?? t`System` },
            ]}
          />
          {mayIssueCard && <StudentSignInCard key={student._id} student={student} />}
        </>
      )}
    </DetailsDialog>
  );
}
