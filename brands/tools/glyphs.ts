import type { Raster } from './png.ts';

type Point = readonly [number, number];

/** A shape of a brand glyph, in a 100 x 100 box. `fill` defaults to the glyph colour. */
export type Shape = { fill?: string; opacity?: number } & (
  | { kind: 'poly'; points: readonly Point[] }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; stroke?: number }
  | { kind: 'line'; points: readonly Point[]; width: number }
);

function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, steps = 24): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    points.push([cx + r * Math.cos(t), cy + r * Math.sin(t)]);
  }
  return points;
}

/** The mark of each brand: favicon, mask icon, apple touch icon and the logo's badge. */
export const glyphs: Record<string, Shape[]> = {
  // A battery with a bolt.
  battery: [
    { kind: 'rect', x: 14, y: 28, w: 64, h: 44, r: 8, stroke: 7 },
    { kind: 'rect', x: 79, y: 40, w: 8, h: 20, r: 2 },
    {
      kind: 'poly',
      points: [
        [52, 33],
        [33, 54],
        [45, 54],
        [40, 67],
        [60, 46],
        [48, 46],
      ],
    },
  ],
  // Salon scissors.
  hair: [
    { kind: 'ring', cx: 32, cy: 72, r: 11, width: 6 },
    { kind: 'ring', cx: 68, cy: 72, r: 11, width: 6 },
    {
      kind: 'poly',
      points: [
        [36, 60],
        [42, 62],
        [74, 12],
        [70, 11],
      ],
    },
    {
      kind: 'poly',
      points: [
        [64, 60],
        [58, 62],
        [26, 12],
        [30, 11],
      ],
    },
    { kind: 'circle', cx: 50, cy: 40, r: 4 },
  ],
  // A striped Nordic T-shirt.
  'clothing-fi': [
    {
      kind: 'poly',
      points: [
        [35, 16],
        [42, 16],
        [46, 22],
        [54, 22],
        [58, 16],
        [65, 16],
        [88, 32],
        [79, 47],
        [70, 42],
        [70, 86],
        [30, 86],
        [30, 42],
        [21, 47],
        [12, 32],
      ],
    },
    { kind: 'rect', x: 30, y: 52, w: 40, h: 5, r: 0, fill: 'bg' },
    { kind: 'rect', x: 30, y: 63, w: 40, h: 5, r: 0, fill: 'bg' },
  ],
  // A coat hanger.
  'clothing-en': [
    { kind: 'line', points: [[50, 40], [50, 33], ...arc(50, 24, 9, 90, -200)], width: 6 },
    {
      kind: 'line',
      points: [
        [50, 40],
        [88, 70],
        [12, 70],
        [50, 40],
      ],
      width: 6,
    },
  ],
  // The command-key loop.
  mac: [
    {
      kind: 'line',
      points: [
        [38, 28],
        [38, 72],
      ],
      width: 6,
    },
    {
      kind: 'line',
      points: [
        [62, 28],
        [62, 72],
      ],
      width: 6,
    },
    {
      kind: 'line',
      points: [
        [28, 38],
        [72, 38],
      ],
      width: 6,
    },
    {
      kind: 'line',
      points: [
        [28, 62],
        [72, 62],
      ],
      width: 6,
    },
    { kind: 'ring', cx: 28, cy: 28, r: 10, width: 6 },
    { kind: 'ring', cx: 72, cy: 28, r: 10, width: 6 },
    { kind: 'ring', cx: 28, cy: 72, r: 10, width: 6 },
    { kind: 'ring', cx: 72, cy: 72, r: 10, width: 6 },
  ],
  // An isometric shipping box.
  wholesale: [
    {
      kind: 'poly',
      points: [
        [50, 14],
        [84, 32],
        [50, 50],
        [16, 32],
      ],
    },
    {
      kind: 'poly',
      points: [
        [15, 37],
        [47, 54],
        [47, 88],
        [15, 71],
      ],
      opacity: 0.7,
    },
    {
      kind: 'poly',
      points: [
        [53, 54],
        [85, 37],
        [85, 71],
        [53, 88],
      ],
      opacity: 0.85,
    },
    {
      kind: 'poly',
      points: [
        [33, 23],
        [41, 19],
        [75, 37],
        [67, 41],
      ],
      fill: 'bg',
      opacity: 0.35,
    },
  ],
};

const n = (v: number) => Number(v.toFixed(2));
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** SVG elements of a glyph; `fg` is the glyph colour, `bg` the colour of `fill: 'bg'` cut-outs. */
export function glyphSvg(shapes: Shape[], fg: string, bg: string): string {
  return shapes
    .map((s) => {
      const colour = s.fill === 'bg' ? bg : (s.fill ?? fg);
      const op = s.opacity === undefined ? '' : ` opacity="${s.opacity}"`;
      switch (s.kind) {
        case 'poly':
          return `<polygon points="${pts(s.points)}" fill="${colour}"${op}/>`;
        case 'circle':
          return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${colour}"${op}/>`;
        case 'ring':
          return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="none" stroke="${colour}" stroke-width="${s.width}"${op}/>`;
        case 'rect':
          return s.stroke
            ? `<rect x="${s.x + s.stroke / 2}" y="${s.y + s.stroke / 2}" width="${s.w - s.stroke}" height="${s.h - s.stroke}" rx="${s.r - s.stroke / 2}" fill="none" stroke="${colour}" stroke-width="${s.stroke}"${op}/>`
            : `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${colour}"${op}/>`;
        case 'line':
          return `<polyline points="${pts(s.points)}" fill="none" stroke="${colour}" stroke-width="${s.width}" stroke-linecap="round" stroke-linejoin="round"${op}/>`;
        default:
          throw new Error('brands/tools: unknown glyph shape');
      }
    })
    .join('');
}

function segmentDistance(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function roundedBoxDistance(
  px: number,
  py: number,
  s: { x: number; y: number; w: number; h: number; r: number },
) {
  const qx = Math.abs(px - (s.x + s.w / 2)) - s.w / 2 + s.r;
  const qy = Math.abs(py - (s.y + s.h / 2)) - s.h / 2 + s.r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - s.r;
}

function inside(s: Shape, x: number, y: number): boolean {
  switch (s.kind) {
    case 'poly': {
      let hit = false;
      for (let i = 0, j = s.points.length - 1; i < s.points.length; j = i++) {
        const [xi, yi] = s.points[i]!;
        const [xj, yj] = s.points[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    }
    case 'circle':
      return Math.hypot(x - s.cx, y - s.cy) <= s.r;
    case 'ring':
      return Math.abs(Math.hypot(x - s.cx, y - s.cy) - s.r) <= s.width / 2;
    case 'rect': {
      const d = roundedBoxDistance(x, y, s);
      return s.stroke ? d <= 0 && d >= -s.stroke : d <= 0;
    }
    case 'line':
      for (let i = 1; i < s.points.length; i++) {
        if (segmentDistance(x, y, s.points[i - 1]!, s.points[i]!) <= s.width / 2) return true;
      }
      return false;
  }
}

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/**
 * Rasterises a glyph on a full-bleed vertical gradient (an apple-touch-icon: iOS rounds the corners
 * itself). 4 x 4 supersampling for smooth edges.
 */
export function glyphRaster(
  shapes: Shape[],
  {
    size,
    top,
    bottom,
    fg,
    inset = 0.16,
  }: { size: number; top: string; bottom: string; fg: string; inset?: number },
): Raster {
  const data = new Uint8Array(size * size * 4);
  const [t, b, f] = [rgb(top), rgb(bottom), rgb(fg)];
  const scale = (size * (1 - 2 * inset)) / 100;
  const offset = size * inset;
  const samples = 4;
  for (let py = 0; py < size; py++) {
    const mix = py / (size - 1);
    const back = t.map((c, i) => c + (b[i]! - c) * mix) as [number, number, number];
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const gx = (px + (sx + 0.5) / samples - offset) / scale;
          const gy = (py + (sy + 0.5) / samples - offset) / scale;
          let colour: [number, number, number] = back;
          for (const s of shapes) {
            if (!inside(s, gx, gy)) continue;
            const paint = s.fill === 'bg' ? back : s.fill ? rgb(s.fill) : f;
            const a = s.opacity ?? 1;
            colour = colour.map((c, i) => c + (paint[i]! - c) * a) as [number, number, number];
          }
          acc[0]! += colour[0];
          acc[1]! += colour[1];
          acc[2]! += colour[2];
        }
      }
      const o = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) data[o + i] = Math.round(acc[i]! / (samples * samples));
      data[o + 3] = 255;
    }
  }
  return { width: size, height: size, data };
}
