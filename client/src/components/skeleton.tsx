import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** The final size of what loads, so nothing moves when it arrives (CSS lengths: '100%', 240, '4/3' via aspectRatio). */
  inlineSize?: CSSProperties['inlineSize'];
  blockSize?: CSSProperties['blockSize'];
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/** A grey placeholder of the final size; hidden from screen readers (the region says aria-busy instead). */
export function Skeleton({ inlineSize = '100%', blockSize = '1em', aspectRatio, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ inlineSize, blockSize: aspectRatio ? 'auto' : blockSize, aspectRatio }}
    />
  );
}
