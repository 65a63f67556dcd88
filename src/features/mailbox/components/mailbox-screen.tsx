import { Accordion, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { SearchInput } from '#src/components/search-input';
import { formatDateTime } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type MailParams, useMail } from '../api/list-mail';

type Props = { params: MailParams; onParamsChange: (next: Partial<MailParams>) => void };

/** The development mailbox: every e-mail the server sent while no SMTP server is configured. */
export function MailboxScreen({ params, onParamsChange }: Props) {
  const query = useMail(params);
  useErrorToast(query.error, 'Failed to load the mailbox');
  const mails = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Development Mailbox"
        subtitle="E-mails the server sent while no SMTP server is configured, newest first"
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching && !query.isPending}
            onClick={() => query.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <SearchInput
          label="Recipient email"
          placeholder="Recipient email (exact address)"
          value={params.to}
          onChange={(to) => onParamsChange({ to: to.trim(), page: 1 })}
        />
        <Stack mt="md" gap="xs">
          {query.isPending ? (
            <Center py="xl">
              <Loader size="sm" role="status" aria-label="Loading" />
            </Center>
          ) : query.isError && !query.data ? (
            <Group justify="center" py="xl">
              <Text c="red">Could not load the mailbox.</Text>
              <Button size="xs" variant="light" onClick={() => query.refetch()}>
                Retry
              </Button>
            </Group>
          ) : mails.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {params.to ? `No e-mails to ${params.to}` : 'No e-mails yet'}
            </Text>
          ) : (
            <Accordion variant="separated" multiple>
              {mails.map((m) => (
                <Accordion.Item key={m._id} value={m._id}>
                  <Accordion.Control>
                    <Stack gap={0}>
                      <Text fw={500} size="sm" style={{ wordBreak: 'break-word' }}>
                        {m.subject}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        To {m.to} · {formatDateTime(m.createdAt)}
                      </Text>
                    </Stack>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      <MailText text={m.text} />
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
        {query.data && (
          <ListPagination
            page={params.page}
            totalPages={query.data.pagination.totalPages}
            total={query.data.pagination.total}
            noun="e-mails"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
    </>
  );
}

/** A mail's text with its web links clickable (http and https only: a stored text never becomes a script link). */
function MailText({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s]+)/g).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <Anchor key={i} href={part} target="_blank" rel="noopener noreferrer" underline="always">
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}
