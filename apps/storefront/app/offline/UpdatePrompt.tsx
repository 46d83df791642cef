import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { useOfflineState } from './OfflineIndicator.tsx';
import { updateNow } from './runtime.ts';

/** The "update available" prompt: a new service worker waits; Update activates it and reloads. */
export function UpdatePrompt() {
  const t = useT();
  const { updateAvailable } = useOfflineState();
  const [dismissed, setDismissed] = useState(false);
  if (!updateAvailable || dismissed) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p>{t('A new version of the shop is available.')}</p>
      <button type="button" className="button" onClick={() => updateNow()}>
        {t('Update')}
      </button>
      <button type="button" onClick={() => setDismissed(true)}>
        {t('Later')}
      </button>
    </div>
  );
}
