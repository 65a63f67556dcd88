import { Center } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { DataLoader } from '#src/components/network/not-on-device';

/** A list query's loading and 'Failed to load' states; `children` renders its data once it has arrived. */
export function QueryStates<D>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<D>;
  loadingLabel: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Center py="xl">
        <DataLoader label={loadingLabel} />
      </Center>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return children(query.data);
}
