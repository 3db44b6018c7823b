import classes from './welcome.module.css';

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return (
    <path
      className={classes.white}
      d={`M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`}
    />
  );
}

function Heart({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <path
      className={classes.heart}
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M0 6C-4-2-16-1-16 8c0 8 11 14 16 19 5-5 16-11 16-19 0-9-12-10-16-2z"
    />
  );
}

/** The Welcome hero drawing: an award rosette among a gift and a perfume bottle. Decorative. */
export function WelcomeIllustration() {
  return (
    <svg className={classes.illustration} viewBox="0 0 400 340" aria-hidden="true" focusable="false">
      <circle className={classes.glow} cx="200" cy="165" r="150" />
      <circle className={classes.glow} cx="200" cy="165" r="112" />

      {/* rosette ribbons */}
      <path className={classes.ribbonDark} d="M168 200 L138 300 L162 288 L176 312 L198 214 Z" />
      <path className={classes.ribbonLight} d="M232 200 L262 300 L238 288 L224 312 L202 214 Z" />
      {/* rosette */}
      <circle className={classes.medalOuter} cx="200" cy="150" r="78" />
      <circle className={classes.medalInner} cx="200" cy="150" r="60" />
      <path
        className={classes.medalStar}
        d="M200 108 L212 137 L243 139 L219 159 L227 190 L200 173 L173 190 L181 159 L157 139 L188 137 Z"
      />

      {/* perfume bottle */}
      <rect className={classes.cap} x="58" y="202" width="26" height="20" rx="4" />
      <rect className={classes.bottle} x="40" y="220" width="62" height="82" rx="16" />
      <rect className={classes.bottleLiquid} x="48" y="252" width="46" height="42" rx="10" />

      {/* gift */}
      <rect className={classes.gift} x="292" y="236" width="72" height="62" rx="8" />
      <rect className={classes.giftLid} x="286" y="222" width="84" height="20" rx="6" />
      <rect className={classes.giftRibbon} x="321" y="222" width="14" height="76" />
      <path
        className={classes.giftRibbon}
        d="M328 222 C312 200 296 208 304 220 Z M328 222 C344 200 360 208 352 220 Z"
      />

      <Sparkle x={92} y={86} size={14} />
      <Sparkle x={318} y={70} size={18} />
      <Sparkle x={344} y={170} size={9} />
      <Sparkle x={60} y={160} size={8} />
      <Heart x={300} y={120} scale={0.8} />
      <Heart x={106} y={120} scale={0.55} />
    </svg>
  );
}
