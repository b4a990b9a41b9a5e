import styles from './studio-map.module.css';

/** City blocks of the drawing: x, y, width, height. */
const BLOCKS: ReadonlyArray<readonly [number, number, number, number]> = [
  [20, 20, 150, 90],
  [200, 20, 130, 90],
  [360, 20, 100, 60],
  [20, 140, 150, 100],
  [200, 140, 130, 100],
  [360, 110, 100, 130],
  [20, 270, 150, 110],
  [360, 270, 100, 110],
  [490, 20, 90, 220],
  [490, 270, 90, 110],
];

/**
 * Where the studio is, drawn here: an abstract map of the streets around it with a pin.
 * Nothing is loaded from a map service (no script, no tile): the page asks no third party
 * and tells it nothing; the address beside it is what a visitor takes to their own map.
 */
export function StudioMap({ label }: { label: string }) {
  return (
    <svg
      className={styles.map}
      viewBox="0 0 600 400"
      role="img"
      aria-labelledby="account-studio-map-title"
      preserveAspectRatio="xMidYMid slice"
    >
      <title id="account-studio-map-title">{label}</title>
      <rect className={styles.ground} width="600" height="400" />
      {BLOCKS.map(([x, y, width, height]) => (
        <rect key={`${x}:${y}`} className={styles.block} x={x} y={y} width={width} height={height} rx="6" />
      ))}
      <rect className={styles.park} x="200" y="270" width="130" height="110" rx="6" />
      <path className={styles.water} d="M0 392 C 150 370, 300 400, 600 384 L 600 400 L 0 400 Z" />
      <g className={styles.street} strokeWidth="16">
        <path d="M0 125 H600" />
        <path d="M0 255 H600" />
        <path d="M185 0 V400" />
        <path d="M345 0 V400" />
        <path d="M475 0 V400" />
      </g>
      <text className={styles.streetName} x="24" y="129">
        C. DE LOS EBANISTAS
      </text>
      <text className={styles.streetName} x="24" y="259">
        C. DEL TALLER
      </text>
      <g transform="translate(265 125)">
        <ellipse className={styles.pinShadow} cx="0" cy="4" rx="12" ry="4" />
        <path
          className={styles.pin}
          d="M0 0 C -6 -14, -20 -22, -20 -38 A 20 20 0 1 1 20 -38 C 20 -22, 6 -14, 0 0 Z"
        />
        <circle className={styles.pinDot} cx="0" cy="-38" r="7" />
        <rect className={styles.pinLabelBox} x="28" y="-62" width="76" height="34" rx="4" />
        <text className={styles.pinLabel} x="40" y="-38">
          Olmo
        </text>
      </g>
    </svg>
  );
}
