import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const query = useMail(params);
  const recipient = params.to;
  const list = useListScreen(query, {
    failed: t`Failed to load the mailbox`,
    empty: recipient ? t`No e-mails to ${recipient}` : t`No e-mails yet`,
  });
  return (
    <ListScreen
      title={t`Development Mailbox`}
      subtitle={t`E-mails the server sent while no SMTP server is configured, newest first`}
      actions={<RefreshButton query={query} />}
      search={{
        label: t`Recipient email`,
        placeholder: t`Recipient email (exact address)`,
        value: params.to,
        onChange: (to) => onParamsChange({ to: to.trim(), page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: t`e-mails`,
        singular: t`e-mail`,
        onChange: (page) => onParamsChange({ page }),
      }}
    >
      {list.rows.length === 0 ? (
        <ListStateBlock {...list.state} failed={t`Could not load the mailbox.`} />
      ) : (
        <Accordion variant="separated" multiple>
          {list.rows.map((m) => {
            const to = m.to;
            const sent = formatDateTime(m.createdAt);
            return (
              <Accordion.Item key={m._id} value={m._id}>
                <Accordion.Control>
                  <Stack gap={0}>
                    <Text fw={500} size="sm" style={{ wordBreak: 'break-word' }}>
                      {m.subject}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      <Trans>
                        To {to} · {sent}
                      </Trans>
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    <MailText text={m.text} />
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
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
