import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../PageAlert/RetryAlert';
import { ChunkLoadError } from './lazyWithTimeout';

/** @public */
export interface ChunkErrorBoundaryProps {
  children?: ReactNode;
  /** What retrying does. @default reloading the page, which fetches the current chunks */
  onRetry?: () => void;
}

/**
 * The spec's chunk-load failure (000 §8): what {@link ChunkErrorBoundary} shows.
 * @public
 */
export function ChunkLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      title={t('notifications.chunkLoadFailure.title')}
      message={t('notifications.chunkLoadFailure.message')}
      onRetry={onRetry}
    />
  );
}

/**
 * Shows the spec's chunk-load failure (000 §8) in place of a lazily loaded part that did not
 * arrive, with a retry; any other error is not its business and goes on up.
 * @public
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  { error: { caught: unknown } | null }
> {
  override state: { error: { caught: unknown } | null } = { error: null };

  static getDerivedStateFromError(caught: unknown) {
    return { error: { caught } };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Rethrown while rendering, an error reaches the next boundary up.
    if (!(error.caught instanceof ChunkLoadError)) throw error.caught;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return <ChunkLoadFailure onRetry={retry} />;
  }
}
