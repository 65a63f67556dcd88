import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCertificate, IconGift, IconMailCheck, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The role, requirements and benefits beside the teacher application (spec 03 §2). */
export function ApplicationInfoCards() {
  return (
    <Stack gap="md">
      <InfoCard icon={<IconBriefcase size={20} />} title="About the Role">
        <Text size="sm">
          Teach our AI curriculum to students of grades 1 to 12 in partner schools in NCR and Punjab, with a ready-made
          slide deck for every class.
        </Text>
      </InfoCard>
      <InfoCard icon={<IconCertificate size={20} />} title="Requirements">
        <List size="sm" spacing={4}>
          <List.Item>No B.Ed needed: a degree in technology, computer science or education is welcome</List.Item>
          <List.Item>Comfort with computers and curiosity about AI</List.Item>
          <List.Item>Clear, friendly communication with children</List.Item>
        </List>
      </InfoCard>
      <InfoCard icon={<IconGift size={20} />} title="Benefits">
        <List size="sm" spacing={4}>
          <List.Item>Training in the AI curriculum before you start</List.Item>
          <List.Item>Lesson slides for every class, ready to teach</List.Item>
          <List.Item>Schools in the region you prefer</List.Item>
          <List.Item>Be part of bringing AI education to schools</List.Item>
        </List>
      </InfoCard>
    </Stack>
  );
}

/** What happens after an institution enquiry. */
export function EnquiryInfoCards() {
  return (
    <Stack gap="md">
      <InfoCard icon={<IconSchool size={20} />} title="The programme">
        <Text size="sm">
          An AI curriculum for classes 1 to 12, taught by trained teachers as a slide deck per class, with assessments,
          surveys and progress reports for your school.
        </Text>
      </InfoCard>
      <InfoCard icon={<IconMailCheck size={20} />} title="What happens next">
        <List size="sm" spacing={4} type="ordered">
          <List.Item>Send the form.</List.Item>
          <List.Item>Enter the 6-digit code we e-mail you, to confirm your address.</List.Item>
          <List.Item>Our team contacts you to plan the programme for your institution.</List.Item>
        </List>
      </InfoCard>
    </Stack>
  );
}
