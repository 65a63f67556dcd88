import { Center, Loader } from '@mantine/core';

export function FullPageSpinner() {
  return (
    <Center h="100dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
