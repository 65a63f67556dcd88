import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle: string; children: ReactNode };

/** The frame of the public pages: a slim top bar with the brand and Sign in, then the title. */
export function PublicPage({ title, subtitle, children }: Props) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Text fw={700} size="lg" c="blue">
              Pathshala
            </Text>
            <Anchor component={Link} to="/login" size="sm">
              <Trans>Sign in</Trans>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} component="main">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
