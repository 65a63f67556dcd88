import { ActionIcon, Button, Popover, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

const isIosSafari = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !/crios|fxios/i.test(navigator.userAgent);
const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * Install: the browser's own prompt where it offers one (beforeinstallprompt); on iOS Safari, which has none,
 * a hint to use Share → Add to Home Screen (installing there also keeps the device's data from being deleted).
 */
export function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return null;
  if (prompt) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        onClick={async () => {
          await prompt.prompt();
          await prompt.userChoice;
          setPrompt(null);
        }}
      >
        Install
      </Button>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label="Add to Home Screen">
          <IconDeviceMobileDown size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          Tap Share, then 'Add to Home Screen' to install Pathshala. Installed, it keeps your offline slides safe from
          Safari clearing them after 7 days.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
