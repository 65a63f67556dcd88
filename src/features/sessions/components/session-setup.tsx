import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SESSION_MESSAGES as M } from '#contract/sessions';
import { notify } from '#src/lib/notify';
import type { SchoolChoice } from '#src/lib/teaching-choices';
import { contractText } from '#src/i18n/contract-text';
import { KnownStart } from './known-start';

type Props = {
  userId: string;
  choices: SchoolChoice[];
  /** The schools' names are still loading: the school cannot be chosen yet. */
  loadingNames?: boolean;
  starting: boolean;
  /** Why the last start failed, shown until the choice changes. */
  problem: string | null;
  onStart: (school: SchoolChoice, classLevel: string) => void;
  onChange: () => void;
};

/** Choose the school (only when there are several) and one of the teacher's classes there, then Start. */
export function SessionSetup({ userId, choices, loadingNames, starting, problem, onStart, onChange }: Props) {
  const { t } = useLingui();
  const [schoolId, setSchoolId] = useState('');
  const [classLevel, setClassLevel] = useState('');
  // Start pressed with a choice missing: the missing fields say so until chosen (issue 40: errors at the field).
  const [tried, setTried] = useState(false);
  const only = choices.length === 1 ? choices[0] : undefined;
  useEffect(() => {
    if (only) setSchoolId(only.school_id);
  }, [only]);

  if (choices.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{contractText(M.noSchool)}</Text>
          <Text size="sm" c="dimmed">
            <Trans>You are not assigned to any school or class yet. Please contact the administrator.</Trans>
          </Text>
          <Anchor component={Link} to="/dashboard">
            <Trans>Back to Dashboard</Trans>
          </Anchor>
        </Stack>
      </Paper>
    );
  }

  const school = choices.find((c) => c.school_id === schoolId);
  const onlyName = only?.name;
  const toast = notify.form('session-setup');
  const start = () => {
    if (!school || !classLevel) {
      setTried(true);
      return toast.error(M.selectSchoolAndClass);
    }
    toast.clear();
    onStart(school, classLevel);
  };
  const schoolMissing = tried && !school;
  const classMissing = tried && !classLevel;

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <Stack>
          {only ? (
            <Text size="sm">
              <Trans>
                School: <b>{onlyName}</b>
              </Trans>
            </Text>
          ) : (
            <NativeSelect
              label={t`School`}
              value={schoolId}
              onChange={(e) => {
                setSchoolId(e.currentTarget.value);
                setClassLevel('');
                onChange();
              }}
              disabled={loadingNames}
              error={schoolMissing ? t`Select a school` : undefined}
              data={
                loadingNames
                  ? [{ value: '', label: t`Loading schools…` }]
                  : [
                      { value: '', label: t`Select a school` },
                      ...choices.map((c) => ({ value: c.school_id, label: c.name })),
                    ]
              }
            />
          )}
          <NativeSelect
            label={t`Class`}
            value={classLevel}
            onChange={(e) => {
              setClassLevel(e.currentTarget.value);
              // The form's complaint goes once both are chosen.
              if (school && e.currentTarget.value) toast.clear();
              onChange();
            }}
            disabled={!school}
            error={classMissing && !schoolMissing ? t`Select a class` : undefined}
            data={[
              { value: '', label: school ? t`Select a class` : t`Select a school first` },
              ...(school?.classes ?? []).map((level) => ({ value: level, label: t`Class ${level}` })),
            ]}
          />
          {school && classLevel && <KnownStart userId={userId} schoolId={school.school_id} classLevel={classLevel} />}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<IconPlayerPlay size={16} />}
            loading={starting}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Start Session</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
