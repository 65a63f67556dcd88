import { Alert, Button, Center, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { errorMessage } from '#src/lib/api-client';
import { plural } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { schoolNamesQuery, useTeachingChoices } from '#src/lib/teaching-choices';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchoolProgress } from '../api/school-progress';
import { useUpdateSlideCount } from '../api/update-slide-count';
import { AddClassDialog } from './add-class-dialog';
import { ClassSlidesCard } from './class-slides-card';
import { DataLoader } from '#src/components/network/not-on-device';

type Props = { user: PublicUser; school?: string; classLevel?: string; onSchoolChange: (schoolId: string) => void };
const EDITORS = new Set(['admin', 'school_manager', 'teacher']);

/** /manage-slides: each class's slide count and progress at a school; change a count; add a class. */
export function ManageSlidesScreen({ user, school, classLevel, onSchoolChange }: Props) {
  const teacher = user.role === 'teacher';
  const { choices, loadingNames } = useTeachingChoices();
  const names = useQuery({ ...schoolNamesQuery, enabled: !teacher });
  const schools = teacher
    ? choices.map((c) => ({ value: c.school_id, label: c.name }))
    : [...(names.data ?? new Map<string, string>())].map(([value, label]) => ({ value, label }));
  const schoolsLoading = teacher ? loadingNames && schools.length === 0 : names.isLoading;
  const unknownSchool = Boolean(school) && !schoolsLoading && !schools.some((s) => s.value === school);
  // ?class= alone opens the teacher's school that has that class.
  const withClass = classLevel ? choices.find((c) => c.classes.includes(classLevel))?.school_id : undefined;
  const schoolId = school && !unknownSchool ? school : (withClass ?? schools[0]?.value ?? '');
  const progress = useSchoolProgress(schoolId);
  const update = useUpdateSlideCount();
  const [adding, setAdding] = useState(false);
  useErrorToast(progress.error, 'Failed to load slide data');
  const canEdit = EDITORS.has(user.role);
  const results = progress.data?.results ?? [];

  const save = async (classLevel: string, slideCount: number, fallback: string, success: string) => {
    try {
      await update.mutateAsync({ schoolId, classLevel, slideCount });
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, fallback));
      return false;
    }
  };

  const links = (
    <>
      <LinkButton to="/log-session" variant="light">
        Start Teaching
      </LinkButton>
      <LinkButton to="/sessions" variant="default">
        Sessions
      </LinkButton>
      <LinkButton to="/analytics" variant="default">
        Analytics
      </LinkButton>
    </>
  );

  return (
    <Stack>
      <PageHeader
        title="Manage Class Slides"
        subtitle="Slides per class and how far each class has got"
        actions={links}
      />
      {schoolsLoading ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : schools.length === 0 ? (
        <Text c="dimmed">{teacher ? 'No school assigned' : 'No schools found'}</Text>
      ) : (
        <>
          {unknownSchool && <Alert color="orange">Selected school not found</Alert>}
          <Group justify="space-between" align="flex-end" gap="sm">
            {schools.length > 1 ? (
              <NativeSelect
                label="School"
                value={schoolId}
                onChange={(e) => onSchoolChange(e.currentTarget.value)}
                data={schools}
                maw="100%"
              />
            ) : (
              <Text fw={600}>{schools[0]?.label}</Text>
            )}
            {canEdit && (
              <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)}>
                Add Class
              </Button>
            )}
          </Group>
          {progress.isLoading ? (
            <Center py="xl">
              <DataLoader />
            </Center>
          ) : progress.isError ? (
            <Text c="red">Failed to load slide data</Text>
          ) : results.length === 0 ? (
            <Text c="dimmed">No classes at this school yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {results.map((r) => (
                <ClassSlidesCard
                  key={r.classLevel}
                  result={r}
                  highlighted={r.classLevel === classLevel}
                  canEdit={canEdit}
                  saving={update.isPending && update.variables?.classLevel === r.classLevel}
                  onSave={(count) =>
                    save(
                      r.classLevel,
                      count,
                      'Failed to update slides',
                      `Class ${r.classLevel} now has ${plural(count, 'slide')}`,
                    )
                  }
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <AddClassDialog
        opened={adding}
        existing={results.map((r) => r.classLevel)}
        saving={update.isPending}
        onClose={() => setAdding(false)}
        onAdd={(label, count) =>
          save(label, count, 'Failed to add class', `Class ${label} added with ${plural(count, 'slide')}`)
        }
      />
    </Stack>
  );
}
