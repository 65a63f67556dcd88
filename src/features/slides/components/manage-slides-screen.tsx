import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
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
  const { t } = useLingui();
  useErrorToast(progress.error, t`Failed to load slide data`);
  const canEdit = EDITORS.has(user.role);
  const results = progress.data?.results ?? [];

  const save = async (classLevel: string, slideCount: number, fallback: string, success: string) => {
    try {
      await update.mutateAsync({ schoolId, classLevel, slideCount });
      notify.success(success);
      return true;
    } catch (error) {
      notify.error(contractText(errorMessage(error, fallback)));
      return false;
    }
  };

  const links = (
    <>
      <LinkButton to="/log-session" variant="light">
        <Trans>Start Teaching</Trans>
      </LinkButton>
      <LinkButton to="/sessions" variant="default">
        <Trans>Sessions</Trans>
      </LinkButton>
      <LinkButton to="/analytics" variant="default">
        <Trans>Analytics</Trans>
      </LinkButton>
    </>
  );

  return (
    <Stack>
      <PageHeader
        title={t`Manage Class Slides`}
        subtitle={t`Slides per class and how far each class has got`}
        actions={links}
      />
      {schoolsLoading ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : schools.length === 0 ? (
        <Text c="dimmed">{teacher ? t`No school assigned` : t`No schools found`}</Text>
      ) : (
        <>
          {unknownSchool && (
            <Alert color="orange">
              <Trans>Selected school not found</Trans>
            </Alert>
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            {schools.length > 1 ? (
              <NativeSelect
                label={t`School`}
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
                <Trans>Add Class</Trans>
              </Button>
            )}
          </Group>
          {progress.isLoading ? (
            <Center py="xl">
              <DataLoader />
            </Center>
          ) : progress.isError ? (
            <Text c="red">
              <Trans>Failed to load slide data</Trans>
            </Text>
          ) : results.length === 0 ? (
            <Text c="dimmed">
              <Trans>No classes at this school yet.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {results.map((r) => (
                <ClassSlidesCard
                  key={r.classLevel}
                  result={r}
                  highlighted={r.classLevel === classLevel}
                  canEdit={canEdit}
                  saving={update.isPending && update.variables?.classLevel === r.classLevel}
                  onSave={(count) => {
                    const classLevel = r.classLevel;
                    return save(
                      classLevel,
                      count,
                      t`Failed to update slides`,
                      t`Class ${classLevel} now has ${plural(count, { one: '# slide', other: '# slides' })}`,
                    );
                  }}
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
        onAdd={(classLevel, count) =>
          save(
            classLevel,
            count,
            t`Failed to add class`,
            t`Class ${classLevel} added with ${plural(count, { one: '# slide', other: '# slides' })}`,
          )
        }
      />
    </Stack>
  );
}
