import { List } from '@mantine/core';
import { SectionCard } from '../section-card';

/** Static advice (spec 01 §2.5: aim for 5 slides a day). */
export function StudyTips() {
  return (
    <SectionCard title="Study Tips">
      <List size="sm" spacing={4}>
        <List.Item>Aim for 5 slides a day: a little every day beats a lot at once.</List.Item>
        <List.Item>Go back over the last class's slides before the next one.</List.Item>
        <List.Item>Write down one question per topic and ask it in class.</List.Item>
        <List.Item>Try your assessments before the due date.</List.Item>
      </List>
    </SectionCard>
  );
}
