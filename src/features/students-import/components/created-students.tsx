import { groupIndian } from '#src/lib/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconId, IconLock } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useState } from 'react';
import type { ImportedStudent } from '#contract/students-import';
import { SimpleTable } from '#src/components/simple-table';
import { compareClasses } from '#src/lib/teaching-choices';
import { saveBytesFile, saveTextFile } from '#src/lib/save-file';
import { signInCardsPdf } from '#src/lib/sign-in-cards';

const SHOWN = 100;
const fileSafe = (text: string) => text.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');

/**
 * The new accounts with their sign-in e-mails and one-time codes (issue 13: shown this once, only their hashes are
 * kept), a CSV of them, and printable sign-in cards per class.
 */
export function CreatedStudents({ students, schoolName }: { students: ImportedStudent[]; schoolName: string }) {
  const { t } = useLingui();
  const [printing, setPrinting] = useState<string | null>(null);
  const shown = students.slice(0, SHOWN);
  const shownCount = shown.length;
  const total = groupIndian(students.length);
  const classes = [...new Set(students.map((s) => s.class_level))].sort(compareClasses);

  function download() {
    const csv = Papa.unparse({
      fields: ['student_id', 'name', 'class_level', 'email', 'sign_in_code'],
      data: students.map((s) => [s.student_id, s.name, s.class_level, s.email, s.sign_in_code]),
    });
    saveTextFile(csv, 'imported_students_sign_in.csv', 'text/csv');
  }
  async function cards(classLevel: string) {
    setPrinting(classLevel);
    try {
      const pdf = await signInCardsPdf(
        students.filter((s) => s.class_level === classLevel),
        schoolName,
      );
      saveBytesFile(pdf, `sign-in-cards-${fileSafe(schoolName)}-${classLevel}.pdf`, 'application/pdf');
    } finally {
      setPrinting(null);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>New student accounts</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Each student signs in with this e-mail and their one-time code, and chooses a new password at the first
              sign-in.
            </Trans>
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
          <Trans>Download sign-in list</Trans>
        </Button>
      </Group>
      <Alert color="yellow" icon={<IconLock size={18} />} mb="sm" title={t`The codes are shown only now`}>
        <Trans>
          Print the sign-in cards or download the list before leaving this page. A student who loses a card gets a new
          one from the Students list.
        </Trans>
      </Alert>
      <Group gap="xs" mb="sm" aria-label={t`Sign-in cards by class`}>
        {classes.map((classLevel) => {
          const count = students.filter((s) => s.class_level === classLevel).length;
          return (
            <Button
              key={classLevel}
              size="xs"
              variant="default"
              leftSection={<IconId size={14} />}
              loading={printing === classLevel}
              onClick={() => void cards(classLevel)}
            >
              {t`Sign-in cards: Class ${classLevel} (${count})`}
            </Button>
          );
        })}
      </Group>
      <SimpleTable
        label={t`Students created`}
        minWidth={640}
        head={[t`Student ID`, t`Name`, t`Class`, t`Sign-in e-mail`, t`One-time code`]}
        rows={shown.map((s) => ({
          key: s._id,
          cells: [
            s.student_id,
            s.name,
            s.class_level,
            <span key="email" style={{ wordBreak: 'break-all' }}>
              {s.email}
            </span>,
            <Text key="code" span ff="monospace" fw={700} size="sm">
              {s.sign_in_code}
            </Text>,
          ],
        }))}
      />
      {students.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>
            Showing the first {shownCount} of {total}; the sign-in list and the cards have them all.
          </Trans>
        </Text>
      )}
    </Paper>
  );
}
