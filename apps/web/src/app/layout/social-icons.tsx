// Simple outlines in the style of the lucide icons (lucide 1.x ships no brand marks).
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  className: 'size-5',
} as const;

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21" />
      <path d="M6 11h8" />
    </svg>
  );
}

export function XIcon() {
  return (
    <svg {...common}>
      <path d="M4 4l16 16" />
      <path d="M20 4L4 20" />
    </svg>
  );
}

export function YoutubeIcon() {
  return (
    <svg {...common}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </svg>
  );
}
