import { useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export type Issue = { place: number; errors: string[]; who?: string };

type Props = { title: ReactNode; issues: Issue[]; noun: 'Row' | 'Line'; color?: string };

const FIRST = 20;

/** Rows or lines with their errors ('Row 4: Invalid class level'), the first 20 and a Show all. */
export function IssueList({ title, issues, noun, color = 'yellow' }: Props) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const shown = all ? issues : issues.slice(0, FIRST);
  const count = issues.length;
  /** 'Row 4 (S1):', or 'Line 4:' for a typed line. */
  const placeLabel = ({ place, who }: Issue) => {
    if (noun === 'Row') return who ? t`Row ${place} (${who}):` : t`Row ${place}:`;
    return who ? t`Line ${place} (${who}):` : t`Line ${place}:`;
  };
  return (
    <Alert color={color} icon={<IconAlertTriangle size={18} />} title={title}>
      <List size="sm" spacing={2}>
        {shown.map((issue) => (
          <List.Item key={`${issue.place}-${issue.errors.join()}`}>
            <Text span fw={600} size="sm">
              {placeLabel(issue)}
            </Text>{' '}
            {issue.errors.join('; ')}
          </List.Item>
        ))}
      </List>
      {issues.length > FIRST && (
        <Button variant="subtle" size="compact-sm" mt="xs" color={color} onClick={() => setAll((v) => !v)}>
          {all ? t`Show fewer` : t`Show all ${count}`}
        </Button>
      )}
    </Alert>
  );
}
