import { Component, type ReactNode, Suspense } from 'react';

/** Shows `failed` instead of its children once they threw (a chunk that could not be loaded). */
class LoadFailure extends Component<{ children: ReactNode; failed: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be loaded:', error);
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A lazily loaded part of the page (issues 20.1, 20.2): nothing while its code loads, and `failed`
 * (nothing by default) when the code cannot be loaded — offline, before the worker kept it — so
 * the part, not the whole page, is what is missing.
 */
export function LazyPart({ children, failed = null }: { children: ReactNode; failed?: ReactNode }) {
  return (
    <LoadFailure failed={failed}>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailure>
  );
}
