import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ConvertApplicationSchema } from '#contract/approvals';
import { DetailList } from '#src/components/detail-list';
import { LinkButton } from '#src/components/link-button';
import { NoticeCard } from '#src/components/notice-card';
import { PageHeader } from '#src/components/page-header';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { detailErrors, errorsInLanguage, type FormErrors, validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useApplication, useConvertApplication } from '../api/application-account';
import { useSchoolOptions } from '../api/picker-options';
import { TeachingAssignmentsField } from './teaching-assignments-field';
import { type AssignmentRow, newAssignment } from './user-form-values';
import { DataLoader } from '#src/components/network/not-on-device';

const APPLICATIONS = '/enquiries' as const;
const APPLICATIONS_TAB = { tab: 'applications' } as const;

/**
 * /users/from-application/{id} (issue 16): a verified teacher application becomes a pending teacher account,
 * its name, e-mail and phone taken from the application; the admin chooses the school and classes.
 */
export function ApplicationAccountScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useApplication(id);
  const schools = useSchoolOptions();
  const convert = useConvertApplication();
  const [rows, setRows] = useState<AssignmentRow[]>([newAssignment()]);
  const [errors, setErrors] = useState<FormErrors>({});
  useErrorToast(schools.error, t`Failed to load schools`);

  const application = query.data?.application;
  const header = (
    <PageHeader
      title={t`Create Teacher Account`}
      subtitle={t`A pending teacher account from a verified application; approve it to e-mail a set-password link`}
    />
  );
  if (query.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <DataLoader label={t`Loading the application`} />
        </Center>
      </>
    );
  }
  if (!application) {
    return (
      <>
        {header}
        <NoticeCard
          title={t`Application not found`}
          message={errorMessage(query.error, t`This application could not be loaded.`)}
          action={
            <LinkButton to={APPLICATIONS} search={APPLICATIONS_TAB}>
              <Trans>Back to applications</Trans>
            </LinkButton>
          }
        />
      </>
    );
  }
  if (application.status !== 'new') {
    return (
      <>
        {header}
        <NoticeCard
          title={
            application.status === 'rejected'
              ? t`This application was rejected`
              : t`This application already has an account`
          }
          message={application.decisionReason ?? `${application.name} (${application.email})`}
          action={
            <LinkButton to="/users" search={{ search: application.email }}>
              <Trans>Find the account</Trans>
            </LinkButton>
          }
        />
      </>
    );
  }

  // The application's answer, 'Yes' or 'No'.
  const experience = application.hasTeachingExperience === 'Yes' ? t`Yes` : t`No`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { teaching_assignments: rows.map(({ school_id, classes }) => ({ school_id, classes })) };
    const result = validateWith(ConvertApplicationSchema, input);
    if (!result.ok) {
      setErrors(errorsInLanguage(result.errors));
      return;
    }
    try {
      await convert.mutateAsync({ id, input });
      const name = application?.name;
      notify.success(t`Pending teacher account created for ${name}`);
      await navigate({ to: '/users', search: { status: 'pending' } });
    } catch (err) {
      const details = apiErrorOf(err)?.details ?? [];
      setErrors(detailErrors(details));
      notify.error(errorMessage(err, t`Failed to create the account`));
    }
  }

  return (
    <>
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper component="form" onSubmit={submit} noValidate withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack>
              <DetailList
                items={[
                  { label: t`Name`, value: application.name },
                  { label: t`Email`, value: application.email },
                  { label: t`Phone`, value: application.phoneNumber },
                  { label: t`Role`, value: t`Teacher (pending approval)` },
                ]}
              />
              {schools.isPending ? (
                <DataLoader size="sm" label={t`Loading schools`} />
              ) : (
                <TeachingAssignmentsField
                  schools={schools.data?.data ?? []}
                  rows={rows}
                  errors={errors}
                  onChange={(next) => {
                    setRows(next);
                    setErrors({});
                  }}
                />
              )}
              <Group justify="flex-end" mt="md">
                <LinkButton variant="default" to={APPLICATIONS} search={APPLICATIONS_TAB}>
                  <Trans>Cancel</Trans>
                </LinkButton>
                <Button type="submit" loading={convert.isPending}>
                  <Trans>Create pending account</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Text fw={600}>
                <Trans>From the application</Trans>
              </Text>
              <DetailList
                items={[
                  { label: t`Highest qualification`, value: application.qualification },
                  { label: t`Preferred location`, value: application.preferredLocation, full: true },
                  { label: t`Prior teaching experience`, value: experience },
                ]}
              />
              <Text size="xs" c="dimmed">
                <Trans>
                  The account cannot sign in until it is approved and the teacher sets a password from the e-mailed
                  link.
                </Trans>
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
