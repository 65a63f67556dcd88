import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';

/** iOS Safari has no install prompt: a hint to use Share → Add to Home Screen (install-button.tsx). */
export function IosInstallHint() {
  const { t } = useLingui();
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={t`Add to Home Screen`}>
          <IconDeviceMobileDown size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          <Trans>
            Tap Share, then 'Add to Home Screen' to install Pathshala. Installed, it keeps your offline slides safe from
            Safari clearing them after 7 days.
          </Trans>
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
