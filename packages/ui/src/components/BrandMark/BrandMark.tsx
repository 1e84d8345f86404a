/**
 * The brand mark, a bold plus. Its own component rather than one of the Icon set: the signed-out
 * pages show it and no other icon, so they do not load the whole set for it.
 */
export function BrandMark({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 18 18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 3.5v11M3.5 9h11" />
    </svg>
  );
}
