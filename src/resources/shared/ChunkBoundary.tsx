import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isChunkLoadError } from '../../chunkLoad';
import { ChunkFailed } from '../../ChunkFailed';

function TranslatedChunkFailed({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  return (
    <ChunkFailed
      compact={compact}
      texts={{ failed: translate('berth.chunk.failed'), reload: translate('berth.chunk.reload') }}
    />
  );
}

/**
 * Catches a screen whose code did not load (loadChunk's ChunkLoadError) and says so with a reload
 * button, in place of the screen. Any other error goes on up to the layout's own boundary.
 */
export class ChunkBoundary extends Component<{ children: ReactNode; compact?: boolean }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <TranslatedChunkFailed compact={this.props.compact ?? false} />;
    // Not ours to show: thrown again, it reaches the boundary above.
    throw error;
  }
}
