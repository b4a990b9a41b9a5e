import { type ReactNode } from 'react';

// Thin line icons drawn for the shop: 24×24, stroked in the current text colour.
// They are decoration: the control that holds one carries the accessible name.

function LineIcon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <LineIcon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </LineIcon>
);

export const MenuIcon = () => (
  <LineIcon>
    <path d="M3.5 7h17M3.5 12h17M3.5 17h17" />
  </LineIcon>
);

export const CloseIcon = ({ size }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="m5.5 5.5 13 13M18.5 5.5l-13 13" />
  </LineIcon>
);

export const UserIcon = () => (
  <LineIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
  </LineIcon>
);

export const HeartIcon = () => (
  <LineIcon>
    <path d="M12 20.2S3.5 15 3.5 9.1A4.6 4.6 0 0 1 8.1 4.5c1.6 0 3 .8 3.9 2.1.9-1.3 2.3-2.1 3.9-2.1a4.6 4.6 0 0 1 4.6 4.6C20.5 15 12 20.2 12 20.2Z" />
  </LineIcon>
);

export const BagIcon = () => (
  <LineIcon>
    <path d="M5 8h14l-1 12.5H6L5 8Z" />
    <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5" />
  </LineIcon>
);

export const PauseIcon = () => (
  <LineIcon size={14}>
    <path d="M9 5v14M15 5v14" />
  </LineIcon>
);

export const PlayIcon = () => (
  <LineIcon size={14}>
    <path d="M7 4.5v15L19 12 7 4.5Z" />
  </LineIcon>
);

export const InstagramIcon = () => (
  <LineIcon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
  </LineIcon>
);

export const PinterestIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10.6 20.3 12.4 13M10 10.6c0-2 1.4-3.4 3.2-3.4 1.7 0 2.8 1.2 2.8 2.9 0 2.2-1.2 3.9-2.9 3.9-.8 0-1.4-.5-1.2-1.3" />
  </LineIcon>
);

export const FacebookIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M13.2 20.4V11.8c0-1.6.7-2.6 2.5-2.6h1M10.4 13.2h5.4" />
  </LineIcon>
);
