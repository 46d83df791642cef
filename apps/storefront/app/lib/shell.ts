import { fallbackShellData, type ShellData } from '@kauppa/pages';
import { useRouteLoaderData } from 'react-router';

export type { ShellData };

/** The shell data in a component (falls back to the default brand on error pages without data). */
export function useShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  return data ?? fallbackShellData;
}
