import type { ReactNode } from 'react';

type IconDefinition = {
  /** The square the paths are drawn on (viewBox 0 0 grid grid); also the default size. Most icons use 24. */
  grid?: number;
  strokeWidth?: number;
  body: ReactNode;
};

// Outline icons, drawn in currentColor with round caps and joins. Paths are kept exactly as they were
// designed: screenshot baselines depend on them.
const icons = {
  // 24 × 24 grid, 1.75 stroke.
  pin: {
    body: (
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  clock: {
    body: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  route: {
    body: (
      <>
        <circle cx="6" cy="18" r="2.5" />
        <circle cx="18" cy="6" r="2.5" />
        <path d="M8.5 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h6.5" />
      </>
    ),
  },
  arrowLeft: { body: <path d="M19 12H5M11 6l-6 6 6 6" /> },
  /** Saves a file, e.g. a list's CSV export. */
  download: { body: <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" /> },
  search: {
    body: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4 4" />
      </>
    ),
  },
  calendar: {
    body: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </>
    ),
  },
  calendarClock: {
    body: (
      <>
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4M12 13.5v3l2 1" />
      </>
    ),
  },
  history: {
    body: (
      <>
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
        <path d="M3 3v5h5M12 7.5V12l3 2" />
      </>
    ),
  },
  checkCircle: {
    body: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.5 2.5L16 9.5" />
      </>
    ),
  },
  message: {
    body: (
      <>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M12 8.5v3M12 13.5v.01" />
      </>
    ),
  },
  warning: {
    body: (
      <>
        <path d="M12 4 3 19.5h18z" />
        <path d="M12 10v4M12 16.5v.01" />
      </>
    ),
  },
  inbox: { body: <path d="M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6" /> },
  /** A small filled star beside a rating text. */
  star: {
    body: (
      <path
        d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill="currentColor"
        strokeWidth="1"
      />
    ),
  },
  /** One star of a five-star rating row: filled, no outline. */
  ratingStar: {
    body: (
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.5 1.2 6.4L12 17.3l-5.7 3.1 1.2-6.4-4.7-4.5 6.4-.8z"
        fill="currentColor"
        stroke="none"
      />
    ),
  },

  bell: { body: <path d="M6 10a6 6 0 0 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 16 6 10ZM10 20.5a2 2 0 0 0 4 0" /> },
  edit: { body: <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" /> },
  trash: { body: <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" /> },
  eye: {
    body: (
      <>
        <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  image: {
    body: (
      <>
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="10" r="1.75" />
        <path d="m4 18 5.5-5 4 3.5 2.5-2 4 3.5" />
      </>
    ),
  },
  verified: {
    body: (
      <path d="m12 2.5 2.4 1.8 3 .1.9 2.9 2.3 1.9-1 2.8 1 2.8-2.3 1.9-.9 2.9-3 .1L12 21.5l-2.4-1.8-3-.1-.9-2.9-2.3-1.9 1-2.8-1-2.8 2.3-1.9.9-2.9 3-.1ZM8.5 12l2.5 2.5 4.5-5" />
    ),
  },

  // Controls, each on its own grid.
  check: { grid: 16, strokeWidth: 2, body: <path d="m3.5 8.5 3 3 6-7" /> },
  close: { grid: 16, body: <path d="m4 4 8 8M12 4l-8 8" /> },
  closeCompact: { grid: 14, body: <path d="m3 3 8 8M11 3l-8 8" /> },
  menu: { grid: 22, body: <path d="M4 6h14M4 11h14M4 16h14" /> },
  /** Opens a menu below its button (the header's user menu). */
  chevronDown: { grid: 16, strokeWidth: 1.8, body: <path d="m4 6 4 4 4-4" /> },
  /** Adds one more of something (a location in the provider wizard); the brand mark's bold plus. */
  add: { grid: 18, strokeWidth: 2.5, body: <path d="M9 3.5v11M3.5 9h11" /> },

  // Navigation: 20 × 20 grid, 1.6 stroke.
  navOverview: { grid: 20, strokeWidth: 1.6, body: <path d="M3 3h6v6H3zM11 3h6v4h-6zM11 9h6v8h-6zM3 11h6v6H3z" /> },
  navSearch: { grid: 20, strokeWidth: 1.6, body: <path d="M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12ZM17 17l-3.5-3.5" /> },
  navCalendar: { grid: 20, strokeWidth: 1.6, body: <path d="M4 5h12v12H4zM4 9h12M7 3v4M13 3v4" /> },
  navConcern: { grid: 20, strokeWidth: 1.6, body: <path d="M4 4h12v9H9l-4 3v-3H4z" /> },
  navPerson: {
    grid: 20,
    strokeWidth: 1.6,
    body: <path d="M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3.5 17a6.5 6.5 0 0 1 13 0" />,
  },
  navBuilding: { grid: 20, strokeWidth: 1.6, body: <path d="M4 17V4h8v13M12 8h4v9M7 7h2M7 10h2M7 13h2M2 17h16" /> },
  navCard: { grid: 20, strokeWidth: 1.6, body: <path d="M3 5h14v10H3zM3 8h14M6 12h3" /> },
  navStar: {
    grid: 20,
    strokeWidth: 1.6,
    body: <path d="m10 3 2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2L5.8 16l.8-4.7L3.2 8l4.7-.7Z" />,
  },
  navGear: {
    grid: 20,
    strokeWidth: 1.6,
    body: (
      <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8" />
    ),
  },
  navBell: {
    grid: 20,
    strokeWidth: 1.6,
    body: <path d="M5 8a5 5 0 0 1 10 0c0 5 2 6 2 6H3s2-1 2-6ZM8.5 17a1.5 1.5 0 0 0 3 0" />,
  },
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export type IconProps = {
  name: IconName;
  /** Width and height in px; defaults to the icon's own grid (24 for most). */
  size?: number;
  className?: string;
};

/** A decorative outline icon in the current text colour; hidden from assistive technology. */
export function Icon({ name, size, className }: IconProps) {
  const { grid = 24, strokeWidth = 1.75, body }: IconDefinition = icons[name];
  return (
    <svg
      width={size ?? grid}
      height={size ?? grid}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {body}
    </svg>
  );
}
