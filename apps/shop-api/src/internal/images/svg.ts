/** Small SVG building blocks: gradients, colour shading, text, the product-photo frame. */

import { escapeMarkup } from '../markup.ts';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a `#rrggbb` colour towards white (`amount` > 0) or black (`amount` < 0), `amount` in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${channels(hex)
    .map((c) => Math.round(c + (target - c) * k))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Is a colour light enough that dark text reads on it? */
export function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

/** A gradient stop list: `[offset 0..1, colour]`. */
export type Stops = ReadonlyArray<readonly [number, string]>;

const stopTags = (stops: Stops) =>
  stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');

/** A linear gradient, left to right (`horizontal`, the default: a cylinder's shading) or top to bottom. */
export function linear(
  id: string,
  stops: Stops,
  direction: 'horizontal' | 'vertical' = 'horizontal',
): string {
  const [x2, y2] = direction === 'horizontal' ? ['1', '0'] : ['0', '1'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

/** A radial gradient centred at (`cx`, `cy`) in the shape's box fractions. */
export function radial(id: string, stops: Stops, cx = 0.5, cy = 0.5, r = 0.6): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** Shading of a lit cylinder in a base colour: dark edges, a highlight left of centre. */
export function cylinder(id: string, base: string): string {
  return linear(id, [
    [0, shade(base, -0.45)],
    [0.22, shade(base, 0.25)],
    [0.32, shade(base, 0.55)],
    [0.55, base],
    [1, shade(base, -0.5)],
  ]);
}

/** Brushed metal shading (terminals, coin cells, laptop bodies). */
export function metal(id: string, base = '#c9ced6'): string {
  return linear(id, [
    [0, shade(base, -0.35)],
    [0.3, shade(base, 0.6)],
    [0.5, base],
    [0.75, shade(base, 0.35)],
    [1, shade(base, -0.4)],
  ]);
}

/** A text element (centred by default), bold sans-serif. */
export function text(
  x: number,
  y: number,
  content: string,
  {
    size = 20,
    fill = '#ffffff',
    weight = 700,
    anchor = 'middle',
    rotate,
    spacing,
  }: {
    size?: number;
    fill?: string;
    weight?: number;
    anchor?: 'start' | 'middle' | 'end';
    rotate?: number;
    spacing?: number;
  } = {},
): string {
  const transform = rotate === undefined ? '' : ` transform="rotate(${rotate} ${x} ${y})"`;
  const letter = spacing === undefined ? '' : ` letter-spacing="${spacing}"`;
  return `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${letter}${transform}>${escapeMarkup(content)}</text>`;
}

/** A soft floor shadow under an object. */
export function floorShadow(cx: number, cy: number, rx: number, ry = rx * 0.12): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#floor)"/>`;
}

/** One drawn picture: its `<defs>` entries and its body. */
export interface Art {
  defs: string[];
  body: string;
}

/**
 * Frames art as a 400×400 product photo: a studio backdrop in the brand's tint, a floor shadow
 * gradient, an optional caption strip, and an accessible title.
 */
export function frame(art: Art, { title, backdrop }: { title: string; backdrop: string }): string {
  const defs = [
    radial(
      'backdrop',
      [
        [0, '#ffffff'],
        [0.55, shade(backdrop, 0.75)],
        [1, shade(backdrop, 0.35)],
      ],
      0.5,
      0.4,
      0.85,
    ),
    radial(
      'floor',
      [
        [0, 'rgba(0,0,0,0.35)'],
        [1, 'rgba(0,0,0,0)'],
      ],
      0.5,
      0.5,
      0.5,
    ),
    ...art.defs,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeMarkup(title)}"><title>${escapeMarkup(title)}</title><defs>${defs.join('')}</defs><rect width="400" height="400" fill="url(#backdrop)"/>${art.body}</svg>`;
}
