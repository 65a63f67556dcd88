import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';

// Only iOS Safari shows it: its popover's code loads there alone (issue 14).
const IosInstallHint = lazy(() => import('./ios-install-hint').then((m) => ({ default: m.IosInstallHint })));

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
        <Trans>Install</Trans>
      </Button>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallHint />
    </Suspense>
  );
}
