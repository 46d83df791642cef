import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * The top progress bar of navigations (accounts-content §9: 3000 ms default). It fills towards 90 %
 * over `durationMs` while a navigation is pending and completes when it ends.
 */
export function ProgressBar({ durationMs }: { durationMs: number }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  useEffect(() => {
    if (busy) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
  }, [busy]);
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [phase]);
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      style={{ '--progress-duration': `${durationMs}ms` } as CSSProperties}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={phase === 'idle'}
      aria-busy={busy}
    />
  );
}
