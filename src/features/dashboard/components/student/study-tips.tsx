import { Trans, useLingui } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { SectionCard } from '../section-card';

/** Static advice (spec 01 §2.5: aim for 5 slides a day). */
export function StudyTips() {
  const { t } = useLingui();
  return (
    <SectionCard title={t`Study Tips`}>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans>Aim for 5 slides a day: a little every day beats a lot at once.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Go back over the last class's slides before the next one.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Write down one question per topic and ask it in class.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Try your assessments before the due date.</Trans>
        </List.Item>
      </List>
    </SectionCard>
  );
}
