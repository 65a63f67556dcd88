import { Badge } from '@mantine/core';

/** Published or Draft (spec 03 §2). */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
