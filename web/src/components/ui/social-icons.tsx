import type { SVGProps } from 'react';

/** Brand marks lucide no longer ships (simplified, single-colour, currentColor). */
type IconProps = SVGProps<SVGSVGElement>;
const base = { viewBox: '0 0 24 24', fill: 'currentColor', focusable: false } as const;

/** A mark drawn as one filled path. */
function pathIcon(d: string) {
  return function PathIcon(props: IconProps) {
    return (
      <svg aria-hidden="true" {...base} {...props}>
        <path d={d} />
      </svg>
    );
  };
}

export const FacebookIcon = pathIcon(
  'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z',
);

export const YoutubeIcon = pathIcon(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
);

export function InstagramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export const LinkedinIcon = pathIcon(
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4v11H3v-11zm6.5 0h3.8v1.6c.5-1 1.8-1.9 3.7-1.9 4 0 4.5 2.6 4.5 5.9v5.4h-4v-4.8c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6v4.9h-4v-11z',
);

export const AppleIcon = pathIcon(
  'M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z',
);

export const GooglePlayIcon = pathIcon(
  'M4 2.8c-.2.2-.3.6-.3 1v16.4c0 .4.1.8.3 1l9-9.2L4 2.8zm10.1 10.3 2.5 2.5-10.5 6c-.4.2-.8.3-1.1.2l9.1-8.7zm3.8-3.9 2.7 1.5c.8.5.8 1.2 0 1.7l-2.8 1.6-2.7-2.7 2.8-2.1zM5 2.2c.3-.1.7 0 1.1.2l10.5 6-2.5 2.5L5 2.2z',
);
