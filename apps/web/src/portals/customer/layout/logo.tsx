/** The film-shelf mark: three spines on a shelf, the last one leaning. Decorative next to the name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="6" y="7" width="4.5" height="17" rx="1" fill="var(--color-accent)" />
      <rect x="12.5" y="7" width="4.5" height="17" rx="1" fill="var(--color-accent)" opacity="0.8" />
      <rect
        x="20"
        y="8"
        width="4.5"
        height="17"
        rx="1"
        fill="var(--color-accent)"
        opacity="0.6"
        transform="rotate(-14 22 16)"
      />
      <rect x="4" y="25" width="24" height="2.5" rx="1" fill="var(--color-text-muted)" />
    </svg>
  );
}
