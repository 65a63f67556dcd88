import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/screen-placeholder';

export const Route = createFileRoute('/teacher-application')({
  component: () => (
    <Container py="xl">
      <ScreenPlaceholder title="Teacher Application" />
    </Container>
  ),
});
