import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Published or Draft (spec 03 §2). */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light">
      {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
    </Badge>
  );
}
