import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

type Props = { query: { isFetching: boolean; isPending: boolean; refetch: () => unknown } };

/** Loads the list again; spins while a refetch (not the first load) is under way. */
export function RefreshButton({ query }: Props) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={query.isFetching && !query.isPending}
      onClick={() => query.refetch()}
    >
      <Trans>Refresh</Trans>
    </Button>
  );
}
