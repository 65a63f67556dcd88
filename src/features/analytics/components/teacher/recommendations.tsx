import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, SimpleGrid, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { contractText } from '#src/i18n/contract-text';
import { Panel } from './panel';

const PRO_TIPS = [
  msg`Open each class by recalling the last slide covered.`,
  msg`Log attendance at the end of every session, while the numbers are fresh.`,
  msg`Keep a steady weekly rhythm for every class you teach.`,
  msg`Use a short assessment after each topic to check understanding.`,
];

/** Recommendations drawn from the figures (the server's, in the reader's language), and static pro tips. */
export function Recommendations({ recommendations }: { recommendations: string[] }) {
  const { i18n, t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Panel title={t`AI Recommendations`}>
        {recommendations.length === 0 ? (
          <Text size="sm">
            <Trans>Great job! No specific recommendations at this time.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={4} icon={<IconBulb size={16} color="var(--mantine-color-yellow-6)" />}>
            {recommendations.map((r) => (
              <List.Item key={r}>{contractText(r)}</List.Item>
            ))}
          </List>
        )}
      </Panel>
      <Panel title={t`Pro Tips`}>
        <List size="sm" spacing={4}>
          {PRO_TIPS.map((tip) => (
            <List.Item key={tip.id}>{i18n._(tip)}</List.Item>
          ))}
        </List>
      </Panel>
    </SimpleGrid>
  );
}
