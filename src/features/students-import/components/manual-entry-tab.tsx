import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { IMPORT_COLUMNS } from '#contract/students-import';

type Props = { value: string; onChange: (text: string) => void; onPreview: () => void; disabled?: boolean };

// Example data in the CSV's own format: not translated.
const PLACEHOLDER = 'STU001, Aarav Sharma, 7A, 9876543210, 9876500000\nSTU002, Diya Patel, 7B, 9876543211, 9876500001';

/** One student per line: student_id, name, class_level, phone, parent_contact. */
export function ManualEntryTab({ value, onChange, onPreview, disabled }: Props) {
  const { t } = useLingui();
  const columns = IMPORT_COLUMNS.join(', ');
  return (
    <Stack gap="sm">
      <Textarea
        label={t`Students, one per line`}
        description={t`${columns} — separated by commas`}
        placeholder={PLACEHOLDER}
        autosize
        minRows={6}
        maxRows={16}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>Leave a value empty between commas if you do not have it.</Trans>
        </Text>
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={onPreview} disabled={disabled}>
          <Trans>Preview Students</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
