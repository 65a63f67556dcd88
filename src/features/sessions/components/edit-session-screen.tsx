import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SESSION_MESSAGES as M } from '#contract/sessions';
import { contractText } from '#src/i18n/contract-text';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import type { FormErrors } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useTeachingChoices } from '#src/lib/teaching-choices';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSessionDetail } from '../api/get-session';
import { useSessionRoster } from '../api/session-roster';
import { useUpdateSession } from '../api/update-session';
import { EditSessionForm } from './edit-session-form';
import { DataLoader } from '#src/components/network/not-on-device';

/** /edit-session/{id}: a teacher edits one of their own sessions, then returns to /sessions. */
export function EditSessionScreen({ id, userId }: { id: string; userId: string }) {
  const { t } = useLingui();
  const loadFailed = t`Failed to load session data`;
  const navigate = useNavigate();
  const detail = useSessionDetail(id);
  const update = useUpdateSession(id);
  const { choices } = useTeachingChoices();
  const [refused, setRefused] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  useErrorToast(detail.error, loadFailed);

  const session = detail.data?.session;
  const roster = useSessionRoster(session);
  const notOwner = refused || (session !== undefined && session.teacher_id._id !== userId);
  const back = (
    <LinkButton to="/sessions" variant="default" leftSection={<IconArrowLeft size={16} />}>
      <Trans>Back to Sessions</Trans>
    </LinkButton>
  );
  const classLevel = session?.class_level;
  const schoolName = session?.school_id.name;

  return (
    <Stack>
      <PageHeader
        title={t`Edit Session`}
        subtitle={session ? t`Class ${classLevel} · ${schoolName}` : undefined}
        actions={back}
      />
      {detail.isLoading ? (
        <Center py="xl">
          <DataLoader />
        </Center>
      ) : !session ? (
        <Text c="red">{loadFailed}</Text>
      ) : (
        <>
          {notOwner && (
            <Alert color="red" role="alert">
              {contractText(M.notOwner)}
            </Alert>
          )}
          <EditSessionForm
            key={session.updatedAt}
            session={session}
            roster={roster.data ?? null}
            choices={choices}
            disabled={notOwner}
            saving={update.isPending}
            serverErrors={serverErrors}
            onCancel={() => void navigate({ to: '/sessions' })}
            onSave={(input) =>
              update.mutate(input, {
                onSuccess: () => {
                  notify.success(t`Session updated successfully`);
                  void navigate({ to: '/sessions' });
                },
                onError: (error) => {
                  const status = apiErrorOf(error)?.status;
                  if (status === 403) setRefused(true);
                  setServerErrors(Object.fromEntries((apiErrorOf(error)?.details ?? []).map((d) => [d.field, d.msg])));
                  notify.error(status === 403 ? M.notOwner : errorMessage(error, t`Failed to update session`));
                },
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
