import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { RefreshButton } from '#src/components/list-screen/refresh-button';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { PeopleTable } from '#src/components/people-table';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { RowActions } from '#src/components/row-actions';
import { StatusBadge } from '#src/components/status-badge';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type StudentListParams, useStudents } from '../api/list-students';
import { StudentDetailsDialog } from './student-details-dialog';
import { StudentsFilterChips, StudentsFilterSelects } from './students-filters';

const NO_SCHOOL = { reason: 'no school' };

type Props = {
  params: StudentListParams;
  onParamsChange: (next: Partial<StudentListParams>) => void;
  subtitle: string;
  canEdit: boolean;
  /** A school manager with no school: 'School data not available' (spec 02 §8). */
  schoolMissing?: boolean;
};

/** /students (spec 02 §2 Students list). */
export function StudentsScreen({ params, onParamsChange, subtitle, canEdit, schoolMissing }: Props) {
  const { t } = useLingui();
  const query = useStudents(params);
  const list = useListScreen(query, { failed: t`Failed to load students`, empty: t`No students found` });
  useErrorToast(schoolMissing ? NO_SCHOOL : null, t`School data not available`);
  return (
    <ListScreen
      title={t`Students`}
      subtitle={subtitle}
      actions={<RefreshButton query={query} />}
      search={{
        value: params.search,
        label: t`Search students`,
        placeholder: t`Search by name, email, student ID or parent contact`,
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      filters={<StudentsFilterSelects params={params} onChange={onParamsChange} />}
      below={<StudentsFilterChips params={params} onChange={onParamsChange} />}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: t`students`,
        singular: t`student`,
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<StudentDetailsDialog student={list.viewing} onClose={list.close} />}
    >
      <PeopleTable
        label={t`Students`}
        rows={list.rows}
        rowKey={(s) => s._id}
        person={(s) => s}
        minWidth={900}
        state={list.state}
        columns={[
          { header: t`Student ID`, cell: (s) => s.student_details?.student_id || t`N/A` },
          {
            header: t`Class`,
            cell: (s) => {
              const level = s.student_details?.class_level || t`N/A`;
              return t`Class ${level}`;
            },
            onPhone: true,
          },
          // On a phone too: a teacher's or manager's 6A may be at two schools, and the card must say which.
          { header: t`School`, cell: (s) => s.school?.name ?? t`N/A`, onPhone: true },
          { header: t`Parent contact`, cell: (s) => formatPhone(s.student_details?.parent_contact) || t`N/A` },
          { header: t`Status`, cell: (s) => <StatusBadge status={s.status} />, onPhone: true },
        ]}
        actions={(s) => (
          <RowActions
            name={s.name}
            onView={() => list.view(s)}
            edit={canEdit ? { to: '/users/$id/edit', id: s._id } : undefined}
          />
        )}
      />
    </ListScreen>
  );
}
