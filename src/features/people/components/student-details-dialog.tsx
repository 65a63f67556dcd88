import type { StudentListItem } from '#contract/people';
import { DetailList, DetailsDialog } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { useSession } from '#src/lib/use-session';
import { StudentSignInCard } from './student-sign-in-card';

/** A student's details (spec 02 §2): contact, parent contact, status, class, student ID, enrolment, school. */
export function StudentDetailsDialog({ student, onClose }: { student: StudentListItem | null; onClose: () => void }) {
  const role = useSession()?.user.role;
  const mayIssueCard = role === 'admin' || role === 'school_manager' || role === 'teacher';
  return (
    <DetailsDialog opened={Boolean(student)} onClose={onClose} title={student?.name ?? 'Student'}>
      {student && (
        <>
          <DetailList
            items={[
              { label: 'Email', value: student.email },
              { label: 'Student phone', value: formatPhone(student.phone) || 'N/A' },
              { label: 'Parent contact', value: formatPhone(student.student_details?.parent_contact) || 'N/A' },
              { label: 'Status', value: <StatusBadge status={student.status} /> },
              { label: 'Class level', value: student.student_details?.class_level || 'N/A' },
              { label: 'Student ID', value: student.student_details?.student_id || 'N/A' },
              { label: 'Enrolled', value: formatDate(student.createdAt) },
              { label: 'School', value: student.school?.name ?? 'N/A' },
              { label: 'Institution', value: student.school?.institution_id.name ?? 'N/A' },
              { label: 'Created by', value: student.created_by?.name ?? 'System' },
            ]}
          />
          {mayIssueCard && <StudentSignInCard key={student._id} student={student} />}
        </>
      )}
    </DetailsDialog>
  );
}
