import { Trans } from '@lingui/react/macro';
import { Accordion, Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paged } from '#contract/pagination';
import { type Detail, DetailList } from '#src/components/detail-list';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { DataLoader } from '#src/components/network/not-on-device';

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  /** What is listed, for a count of many and of one, in the reader's language: 'enquiries', 'enquiry'. */
  noun: string;
  singular: string;
  empty: string;
  idOf: (item: T) => string;
  heading: (item: T) => ReactNode;
  details: (item: T) => Detail[];
  /** What can be done with an item, above its details. */
  actions?: (item: T) => ReactNode;
};

/** A visitor's link, always as http(s) (a stored value can never become a javascript: link). */
export function ExternalLink({ url }: { url: string }) {
  if (!url) return <Text size="sm">—</Text>;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {url}
    </Anchor>
  );
}

/** Verified submissions, each opening to all its fields. */
export function SubmissionList<T>({
  query,
  page,
  onPage,
  noun,
  singular,
  empty,
  idOf,
  heading,
  details,
  actions,
}: Props<T>) {
  const items = query.data?.data ?? [];
  if (query.isPending) {
    return (
      <Center py="xl">
        <DataLoader size="sm" />
      </Center>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Group justify="center" py="xl">
        <Text c="red">
          <Trans>Could not load the list.</Trans>
        </Text>
        <Button size="xs" variant="light" onClick={() => query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      ) : (
        <Accordion variant="separated" multiple>
          {items.map((item) => (
            <Accordion.Item key={idOf(item)} value={idOf(item)}>
              <Accordion.Control>{heading(item)}</Accordion.Control>
              <Accordion.Panel>
                {actions?.(item)}
                <DetailList items={details(item)} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {query.data && (
        <ListPagination
          page={page}
          totalPages={query.data.pagination.totalPages}
          total={query.data.pagination.total}
          noun={noun}
          singular={singular}
          onChange={onPage}
        />
      )}
    </Stack>
  );
}
