import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { type ClassRegisterResponse, registerRate } from '#contract/class-register';
import { PageHeader } from '#src/components/page-header';
import { TextLink } from '#src/components/text-link';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { downloadRegisterCsv, type RegisterKey, useClassRegister } from '../api/class-register';
import classes from './register.module.css';
import { monthLabel, RegisterMonthPicker } from './register-month-picker';
import { RegisterTable } from './register-table';
import { DataLoader } from '#src/components/network/not-on-device';
import { CsvNote } from '#src/components/csv-note';

type Props = RegisterKey & { onMonthChange: (month: string) => void };

/** The month's figures over everyone: sessions, roll calls and the class's rate (present of held, all students). */
function summary(register: ClassRegisterResponse, i18n: I18n) {
  const rollCalls = register.sessions.filter((s) => s.roll_call).length;
  const present = register.students.reduce((n, s) => n + s.present, 0);
  const held = register.students.reduce((n, s) => n + s.held, 0);
  const sessions = register.sessions.length;
  const students = register.students.length;
  const rate = registerRate(present, held) ?? 0; // a number whenever it is shown (held > 0)
  return held > 0
    ? i18n._(
        msg`${plural(sessions, { one: '# session', other: '# sessions' })}, ${rollCalls} with a roll call · ${plural(students, { one: '# student', other: '# students' })} · present ${present} of ${plural(held, { one: '# mark', other: '# marks' })} (${rate}%)`,
      )
    : i18n._(
        msg`${plural(sessions, { one: '# session', other: '# sessions' })}, ${rollCalls} with a roll call · ${plural(students, { one: '# student', other: '# students' })}`,
      );
}

/**
 * A class register (issue 17): a month of the class's sessions × its students, present/absent marks and each
 * student's rate, sortable, printable and downloadable as CSV.
 */
export function RegisterScreen({ schoolId, classLevel, month, onMonthChange }: Props) {
  const key = { schoolId, classLevel, month };
  const query = useClassRegister(key);
  const { i18n, t } = useLingui();
  useErrorToast(query.error, t`Failed to load the register of Class ${classLevel}`);
  const register = query.data;
  const [downloading, setDownloading] = useState(false);
  /** One download per click: the button waits for the file. */
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRegisterCsv(key);
    } catch (error) {
      notify.error(contractText(errorMessage(error, t`Failed to download the register`)));
    } finally {
      setDownloading(false);
    }
  };

  const registerClass = register?.class_level ?? classLevel;
  const monthName = monthLabel(month);
  let body: React.ReactNode;
  if (!register) {
    body = (
      <Center py="xl">
        {query.isError ? (
          <Text c="red">{contractText(errorMessage(query.error, t`Could not load the register.`))}</Text>
        ) : (
          <DataLoader />
        )}
      </Center>
    );
  } else if (register.sessions.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          <Trans>
            No sessions of Class {registerClass} ended in {monthName}: nothing to mark.
          </Trans>
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{summary(register, i18n)}</Text>
        {register.students.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Text c="dimmed" ta="center">
              <Trans>No students belonged to this class in {monthName}.</Trans>
            </Text>
          </Paper>
        ) : (
          <RegisterTable register={register} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" className={classes.register}>
      <TextLink to="/classes" size="sm" className={classes.noPrint}>
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          <Trans>Classes</Trans>
        </Group>
      </TextLink>
      <PageHeader
        title={t`Register: Class ${registerClass}`}
        subtitle={`${register ? `${register.school_name} · ` : ''}${monthName}`}
        actions={
          <Group gap="xs" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              disabled={!register}
              onClick={() => void download()}
            >
              <Trans>Download CSV</Trans>
            </Button>
          </Group>
        }
      />
      <Group className={classes.noPrint}>
        <RegisterMonthPicker month={month} onChange={onMonthChange} />
        <CsvNote />
      </Group>
      {body}
    </Stack>
  );
}
