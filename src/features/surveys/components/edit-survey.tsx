import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Stack } from '@mantine/core';
import { LoadError } from '#src/components/class-items/load-error';
import { PublishedBadge } from '#src/components/class-items/published-badge';
import { PageHeader } from '#src/components/page-header';
import { useSurvey } from '../api/get-survey';
import { SurveyEditor } from './survey-editor';
import { DataLoader } from '#src/components/network/not-on-device';

/** The editor for one stored survey (one class). */
export function EditSurvey({ id }: { id: string }) {
  const query = useSurvey(id);
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={t`Loading survey`} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const s = query.data;
  const schoolName = s.school_name;
  const classLevel = s.class_level;
  return (
    <Stack>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <Trans>Edit Survey</Trans> <PublishedBadge published={s.published} />
          </Group>
        }
        subtitle={t`${schoolName} · Class ${classLevel}`}
      />
      <SurveyEditor key={s._id} survey={s} />
    </Stack>
  );
}
