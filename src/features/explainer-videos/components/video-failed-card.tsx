import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

type Props = { message: string; detail?: string | null; prompt: string; busy: boolean; onTryAgain: () => void };

/** A failed or timed-out video, with Try Again (the same prompt and length). */
export function VideoFailedCard({ message, detail, prompt, busy, onTryAgain }: Props) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={message} radius="md">
      <Stack gap="sm" align="flex-start">
        {detail && detail !== message && <Text size="sm">{detail}</Text>}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {prompt}
        </Text>
        <Button color="red" leftSection={<IconRefresh size={16} />} loading={busy} onClick={onTryAgain}>
          <Trans>Try Again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
