import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { type ClassRegisterResponse, registerRate } from '#contract/class-register';
import { PageHeader } from '#src/components/page-header';
import { TextLink } from '#src/components/text-link';
import { errorMessage } from '#src/lib/api-client';
import { plural } from '#src/lib/format';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { downloadRegisterCsv, type RegisterKey, useClassRegister } from '../api/class-register';
import classes from './register.module.css';
import { monthLabel, RegisterMonthPicker } from './register-month-picker';
import { RegisterTable } from './register-table';
import { DataLoader } from '#src/components/network/not-on-device';

type Props = RegisterKey & { onMonthChange: (month: string) => void };

/** The month's figures over everyone: sessions, roll calls and the class's rate (present of held, all students). */
function summary(register: ClassRegisterResponse) {
  const rollCalls = register.sessions.filter((s) => s.roll_call).length;
  const present = register.students.reduce((n, s) => n + s.present, 0);
  const held = register.students.reduce((n, s) => n + s.held, 0);
  const sessions = plural(register.sessions.length, 'session');
  const rate = held > 0 ? ` · present ${present} of ${plural(held, 'mark')} (${registerRate(present, held)}%)` : '';
  return `${sessions}, ${rollCalls} with a roll call · ${plural(register.students.length, 'student')}${rate}`;
}

/**
 * A class register (issue 17): a month of the class's sessions × its students, present/absent marks and each
 * student's rate, sortable, printable and downloadable as CSV.
 */
export function RegisterScreen({ schoolId, classLevel, month, onMonthChange }: Props) {
  const key = { schoolId, classLevel, month };
  const query = useClassRegister(key);
  useErrorToast(query.error, `Failed to load the register of Class ${classLevel}`);
  const register = query.data;
  const [downloading, setDownloading] = useState(false);
  /** One download per click: the button waits for the file. */
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRegisterCsv(key);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to download the register'));
    } finally {
      setDownloading(false);
    }
  };

  let body: React.ReactNode;
  if (!register) {
    body = (
      <Center py="xl">
        {query.isError ? (
          <Text c="red">{errorMessage(query.error, 'Could not load the register.')}</Text>
        ) : (
          <DataLoader />
        )}
      </Center>
    );
  } else if (register.sessions.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          No sessions of Class {register.class_level} ended in {monthLabel(month)}: nothing to mark.
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{summary(register)}</Text>
        {register.students.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Text c="dimmed" ta="center">
              No students belonged to this class in {monthLabel(month)}.
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
          Classes
        </Group>
      </TextLink>
      <PageHeader
        title={`Register: Class ${register?.class_level ?? classLevel}`}
        subtitle={`${register ? `${register.school_name} · ` : ''}${monthLabel(month)}`}
        actions={
          <Group gap="xs" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              disabled={!register}
              onClick={() => void download()}
            >
              Download CSV
            </Button>
          </Group>
        }
      />
      <Group className={classes.noPrint}>
        <RegisterMonthPicker month={month} onChange={onMonthChange} />
      </Group>
      {body}
    </Stack>
  );
}
