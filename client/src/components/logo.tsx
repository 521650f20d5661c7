/** The logo mark: a drawn shape only (the name is real text beside it, so it is translated and never baked in). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path
        d="M6 20.5 9.2 13a3 3 0 0 1 2.8-2h8a3 3 0 0 1 2.8 2l3.2 7.5V23a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H10v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="11" cy="18.5" r="1.6" fill="var(--color-brand)" />
      <circle cx="21" cy="18.5" r="1.6" fill="var(--color-brand)" />
      <path d="M10.6 16.2 12 13h8l1.4 3.2z" fill="var(--color-brand)" opacity=".35" />
    </svg>
  );
}
