import { useT } from '../lib/i18n.ts';
import { useUi, useUiStore } from '../shop/react.tsx';

/** The overlay under open panels; a click closes them (accounts-content §4 UI panels). */
export function Overlay() {
  const t = useT();
  const { overlay } = useUi();
  const ui = useUiStore();
  if (!overlay) return null;
  return (
    <button
      type="button"
      className="overlay"
      aria-label={t('Close')}
      data-testid="overlay"
      onClick={() => ui.closeAll()}
    />
  );
}
