import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '#src/lib/api-client';

/** 'Failed to load' (spec 03 §8) with the server's reason when it gave one, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useLingui();
  const reason = errorMessage(error, '');
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={t`Failed to load`} role="alert">
      {reason && <div>{reason}</div>}
      {onRetry && (
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Alert>
  );
}
