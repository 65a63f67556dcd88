import { Accordion, Anchor, Stack, Text } from '@mantine/core';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { RefreshButton } from '#src/components/list-screen/refresh-button';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { ListStateBlock } from '#src/components/table-states';
import { formatDateTime } from '#src/lib/format';
import { type MailParams, useMail } from '../api/list-mail';

type Props = { params: MailParams; onParamsChange: (next: Partial<MailParams>) => void };

/** The development mailbox: every e-mail the server sent while no SMTP server is configured. */
export function MailboxScreen({ params, onParamsChange }: Props) {
  const query = useMail(params);
  const list = useListScreen(query, {
    failed: 'Failed to load the mailbox',
    empty: params.to ? `No e-mails to ${params.to}` : 'No e-mails yet',
  });
  return (
    <ListScreen
      title="Development Mailbox"
      subtitle="E-mails the server sent while no SMTP server is configured, newest first"
      actions={<RefreshButton query={query} />}
      search={{
        label: 'Recipient email',
        placeholder: 'Recipient email (exact address)',
        value: params.to,
        onChange: (to) => onParamsChange({ to: to.trim(), page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: 'e-mails',
        singular: 'e-mail',
        onChange: (page) => onParamsChange({ page }),
      }}
    >
      {list.rows.length === 0 ? (
        <ListStateBlock {...list.state} failed="Could not load the mailbox." />
      ) : (
        <Accordion variant="separated" multiple>
          {list.rows.map((m) => (
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
    </ListScreen>
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
