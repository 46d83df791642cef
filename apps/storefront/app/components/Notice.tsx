import { useT } from '../lib/i18n.ts';

/** A message in the theme colours (success green, error red, warning yellow), with an optional OK. */
export function Notice({
  type,
  message,
  onOk,
}: {
  type: 'success' | 'error' | 'warning';
  message: string;
  onOk?: () => void;
}) {
  const t = useT();
  return (
    <div className={`notice notice--${type}`} role={type === 'success' ? 'status' : 'alert'}>
      <p>{message}</p>
      {onOk && (
        <button type="button" onClick={onOk}>
          {t('OK')}
        </button>
      )}
    </div>
  );
}
