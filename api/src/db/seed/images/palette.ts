// Colour arithmetic for the generated images: shades of a product's colour.

export interface Palette {
  main: string;
  dark: string;
  light: string;
  /** Legs, frames and bases: a neutral that reads against the main colour. */
  frame: string;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Mixes a colour toward black (negative amount) or white (positive), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * weight) as [number, number, number]);
}

export function paletteOf(hex: string): Palette {
  const [r, g, b] = channels(hex);
  const isLight = 0.299 * r + 0.587 * g + 0.114 * b > 150;
  return {
    main: hex,
    dark: shade(hex, -0.35),
    light: shade(hex, 0.35),
    frame: isLight ? '#5b4a3a' : '#c9b79c',
  };
}
