/** A small busy indicator; decorative (pair it with text or aria-busy). */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span className="spinner" aria-hidden="true" style={{ inlineSize: size, blockSize: size, borderWidth: Math.max(2, size / 8) }} />;
}
