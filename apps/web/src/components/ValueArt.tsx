import { useId, type ReactNode } from 'react';

/**
 * A small drawn picture for each recognition value (spec: "a picture per value"), in SVG so it
 * needs no image files and stays sharp at any size. Motifs are white on the value's gradient.
 */
type Motif =
  | 'heart'
  | 'confetti'
  | 'cake'
  | 'medal'
  | 'star'
  | 'hand'
  | 'sun'
  | 'shield'
  | 'circles'
  | 'rings'
  | 'seedling'
  | 'trophy'
  | 'sparkle';

const ART: Record<string, { motif: Motif; from: string; to: string }> = {
  'Thank You': { motif: 'heart', from: '#e64980', to: '#9c36b5' },
  Congrats: { motif: 'confetti', from: '#f76707', to: '#e64980' },
  'Happy Birthday': { motif: 'cake', from: '#f06595', to: '#7950f2' },
  birthday: { motif: 'cake', from: '#f06595', to: '#7950f2' },
  'Well Done': { motif: 'medal', from: '#0ca678', to: '#1971c2' },
  "You're Awesome": { motif: 'star', from: '#fab005', to: '#f76707' },
  Hi5: { motif: 'hand', from: '#4c6ef5', to: '#ae3ec9' },
  Belief: { motif: 'sun', from: '#ff922b', to: '#c2255c' },
  Integrity: { motif: 'shield', from: '#1c7ed6', to: '#5f3dc4' },
  Respect: { motif: 'circles', from: '#d6336c', to: '#862e9c' },
  Trust: { motif: 'rings', from: '#1098ad', to: '#364fc7' },
  Humility: { motif: 'seedling', from: '#37b24d', to: '#087f5b' },
  'Happy Work Anniversary': { motif: 'trophy', from: '#f59f00', to: '#9c36b5' },
  anniversary: { motif: 'trophy', from: '#f59f00', to: '#9c36b5' },
};
const FALLBACK = { motif: 'sparkle' as Motif, from: '#be4bdb', to: '#5f3dc4' };

const W = '#fff';
/** A tick drawn in the value's colour over a white shape. */
const Tick = ({ d }: { d: string }) => (
  <path
    d={d}
    stroke="currentColor"
    strokeWidth="5"
    fill="none"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);
const MOTIFS: Record<Motif, ReactNode> = {
  heart: <path d="M80 80C44 56 50 24 80 40c30-16 36 16 0 40Z" fill={W} />,
  confetti: (
    <g fill={W}>
      <path d="M56 82 70 38l30 30Z" />
      <circle cx="98" cy="30" r="4" />
      <rect x="108" y="44" width="10" height="4" rx="2" transform="rotate(-30 113 46)" />
      <rect x="84" y="20" width="4" height="10" rx="2" transform="rotate(20 86 25)" />
      <circle cx="118" cy="66" r="3" />
      <rect x="104" y="20" width="8" height="4" rx="2" transform="rotate(40 108 22)" opacity=".8" />
    </g>
  ),
  cake: (
    <g fill={W}>
      <rect x="52" y="52" width="56" height="28" rx="6" />
      <path d="M52 60c7 6 14 6 18 0s11-6 14 0 11 6 14 0 8-6 10 0v-2H52Z" opacity=".6" />
      <rect x="62" y="38" width="4" height="14" rx="2" />
      <rect x="78" y="36" width="4" height="16" rx="2" />
      <rect x="94" y="38" width="4" height="14" rx="2" />
      <path d="M64 28c3 4 3 7 0 8-3-1-3-4 0-8ZM80 26c3 4 3 7 0 8-3-1-3-4 0-8ZM96 28c3 4 3 7 0 8-3-1-3-4 0-8Z" />
    </g>
  ),
  medal: (
    <g>
      <path d="M68 16h10l8 20H76ZM92 16H82l-8 20h10Z" fill={W} opacity=".7" />
      <circle cx="80" cy="58" r="24" fill={W} />
      <Tick d="m69 58 8 8 15-16" />
    </g>
  ),
  star: (
    <path
      d="m80 18 9.4 19.6 21.5 2.8-15.7 14.9 4 21.3L80 66.3 60.8 76.6l4-21.3-15.7-14.9 21.5-2.8Z"
      fill={W}
    />
  ),
  hand: (
    <g fill={W}>
      <rect x="62" y="24" width="9" height="34" rx="4.5" />
      <rect x="73" y="18" width="9" height="38" rx="4.5" />
      <rect x="84" y="20" width="9" height="36" rx="4.5" />
      <rect x="95" y="28" width="8" height="30" rx="4" />
      <rect x="62" y="46" width="41" height="36" rx="14" />
      <rect x="46" y="50" width="24" height="9" rx="4.5" transform="rotate(35 58 54)" />
      <path d="M40 30l-8-6M38 42h-10M112 30l8-6M114 42h10" stroke={W} strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  sun: (
    <g fill={W}>
      <path d="M52 74a28 28 0 0 1 56 0Z" />
      <g stroke={W} strokeWidth="4" strokeLinecap="round">
        <path d="M80 30v-10M58 38l-7-7M102 38l7-7M46 58H36M114 58h10" />
      </g>
      <rect x="36" y="78" width="88" height="4" rx="2" opacity=".7" />
    </g>
  ),
  shield: (
    <g>
      <path d="M80 16 108 26v22c0 18-12 30-28 36-16-6-28-18-28-36V26Z" fill={W} />
      <Tick d="m68 50 8 8 16-16" />
    </g>
  ),
  circles: (
    <g fill={W}>
      <circle cx="68" cy="50" r="22" opacity=".75" />
      <circle cx="92" cy="50" r="22" opacity=".75" />
      <path d="M80 62c-9-6-8-14 0-10 8-4 9 4 0 10Z" fill="currentColor" />
    </g>
  ),
  rings: (
    <g fill="none" stroke={W} strokeWidth="7">
      <circle cx="68" cy="50" r="18" />
      <circle cx="92" cy="50" r="18" />
    </g>
  ),
  seedling: (
    <g fill={W}>
      <rect x="78" y="44" width="4" height="34" rx="2" />
      <path d="M80 50C62 52 52 40 52 26c16 0 28 8 28 24ZM80 44c4-14 16-20 30-18 0 14-12 22-30 18Z" />
      <path d="M56 80c8-6 40-6 48 0Z" opacity=".7" />
    </g>
  ),
  trophy: (
    <g fill={W}>
      <path d="M62 18h36v18c0 12-8 20-18 20s-18-8-18-20Z" />
      <path d="M62 24H50c0 12 6 18 14 18M98 24h12c0 12-6 18-14 18" fill="none" stroke={W} strokeWidth="4" />
      <rect x="76" y="54" width="8" height="14" />
      <rect x="64" y="68" width="32" height="10" rx="3" />
    </g>
  ),
  sparkle: (
    <g fill={W}>
      <path d="M80 18c3 18 10 25 28 28-18 3-25 10-28 28-3-18-10-25-28-28 18-3 25-10 28-28Z" />
      <path d="M112 62c1 7 4 10 11 11-7 1-10 4-11 11-1-7-4-10-11-11 7-1 10-4 11-11Z" opacity=".8" />
    </g>
  ),
};

export function ValueArt({ value, label, className }: { value: string; label?: string; className?: string }) {
  const art = ART[value] ?? FALLBACK;
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 160 100"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ color: art.to }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" rx="12" fill={`url(#${gradient})`} />
      <circle cx="140" cy="8" r="30" fill={W} opacity=".12" />
      <circle cx="14" cy="96" r="22" fill={W} opacity=".1" />
      {MOTIFS[art.motif]}
    </svg>
  );
}
