/**
 * Draws every brand's artwork from its `brand.json` theme: logo, hero, favicons, placeholder and the
 * banner images. Run from the repository root after changing a theme or a drawing:
 *
 *   node brands/tools/generate.ts            (all brands)
 *   node brands/tools/generate.ts battery    (one brand)
 *
 * The output is committed; the storefront serves the files as they are.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Art, objects, type Palette } from './art.ts';
import { glyphRaster, glyphSvg, glyphs } from './glyphs.ts';
import { encodePng } from './png.ts';

const brandsDir = join(dirname(fileURLToPath(import.meta.url)), '..');

type Gradient = [string, string];
type Deco = (w: number, h: number, p: Palette) => string;

/** The eight banner images plus the hero, in this order. */
const slots = [
  'hero',
  'main-1',
  'main-2',
  'small-1',
  'small-2',
  'small-3',
  'product-1',
  'product-2',
  'head',
] as const;
type Slot = (typeof slots)[number];
const sizes: Record<Slot, [number, number]> = {
  hero: [1600, 600],
  'main-1': [1200, 500],
  'main-2': [1200, 500],
  'small-1': [600, 300],
  'small-2': [600, 300],
  'small-3': [600, 300],
  'product-1': [600, 600],
  'product-2': [600, 600],
  head: [1600, 400],
};

interface Design {
  extra: [string, string];
  sky: Gradient;
  tagline: string;
  wordmark: { uppercase?: boolean; spacing?: number; weight?: number };
  deco: Deco;
  scenes: Record<Slot, { bg: Gradient; items: string[]; badge?: string }>;
}

const sparks: Deco = (w, h, p) =>
  `${[0.06, 0.17, 0.3, 0.42]
    .map(
      (f, i) =>
        `<g transform="translate(${w * f} ${h * (0.12 + (i % 2) * 0.3)}) rotate(${i * 12 - 10}) scale(${(h / 200) * (0.35 + (i % 3) * 0.12)})"><polygon points="118,8 44,112 94,112 80,192 158,82 108,82" fill="${i % 2 ? p.accent : p.primary}" opacity="${0.12 + i * 0.04}"/></g>`,
    )
    .join('')}
  <g transform="translate(${w - h * 0.5} ${h * 0.86})"><rect width="${h * 0.6}" height="${h * 0.14}" fill="${p.text}"/>${Array.from(
    { length: 8 },
    (_, i) =>
      `<polygon points="${i * h * 0.08},${h * 0.14} ${i * h * 0.08 + h * 0.04},${h * 0.14} ${i * h * 0.08 + h * 0.1},0 ${i * h * 0.08 + h * 0.06},0" fill="${p.primary}"/>`,
  ).join('')}</g>`;

const strands: Deco = (w, h, p) =>
  `<circle cx="${w * 0.72}" cy="${h * 0.45}" r="${h * 0.42}" fill="#fff" opacity=".35"/>
  <circle cx="${w * 0.9}" cy="${h * 0.15}" r="${h * 0.2}" fill="${p.accent}" opacity=".18"/>
  ${[0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${-20} ${h * (0.7 + i * 0.06)} C ${w * 0.25} ${h * (0.45 + i * 0.05)}, ${w * 0.45} ${h * (1 + i * 0.03)}, ${w + 20} ${h * (0.62 + i * 0.07)}" fill="none" stroke="${i % 2 ? p.accent : p.primary}" stroke-width="${3 - i * 0.5}" opacity=".35"/>`,
    )
    .join('')}`;

const forest: Deco = (w, h, p) =>
  `${Array.from({ length: 14 }, (_, i) => `<circle cx="${((i * 137) % 100) * w * 0.01}" cy="${((i * 53) % 60) * h * 0.01}" r="${2 + (i % 3)}" fill="#fff" opacity=".7"/>`).join('')}
  <path d="M0 ${h * 0.8} L${w * 0.18} ${h * 0.58} L${w * 0.32} ${h * 0.74} L${w * 0.5} ${h * 0.5} L${w * 0.7} ${h * 0.76} L${w * 0.85} ${h * 0.6} L${w} ${h * 0.72} V${h} H0z" fill="${p.primary}" opacity=".18"/>
  <path d="M0 ${h * 0.9} Q ${w * 0.3} ${h * 0.78} ${w * 0.6} ${h * 0.88} T ${w} ${h * 0.84} V${h} H0z" fill="${p.primary}" opacity=".28"/>`;

const arches: Deco = (w, h, p) =>
  `<path d="M${w * 0.58} ${h} V${h * 0.42} a${w * 0.17} ${w * 0.17} 0 0 1 ${w * 0.34} 0 V${h}z" fill="${p.surface}" opacity=".9"/>
  <path d="M${w * 0.62} ${h} V${h * 0.46} a${w * 0.13} ${w * 0.13} 0 0 1 ${w * 0.26} 0 V${h}" fill="none" stroke="${p.primary}" stroke-width="2" stroke-dasharray="8 6" opacity=".5"/>
  <rect x="${w * 0.04}" y="${h * 0.92}" width="${w * 0.3}" height="2" fill="${p.text}" opacity=".4"/>`;

const glow: Deco = (w, h, p) =>
  `<circle cx="${w * 0.7}" cy="${h * 0.5}" r="${h * 0.48}" fill="#fff" opacity=".7"/>
  <circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.25}" fill="${p.accent}" opacity=".08"/>
  <rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#000" opacity=".03"/>`;

const network: Deco = (w, h, p) => {
  const nodes = Array.from({ length: 9 }, (_, i) => [
    w * (0.05 + ((i * 0.37) % 1) * 0.5),
    h * (0.15 + ((i * 0.61) % 1) * 0.7),
  ]);
  const grid = Array.from({ length: Math.ceil(w / 40) }, (_, i) => `M${i * 40} 0V${h}`).join('');
  return `<path d="${grid}" stroke="#fff" stroke-width="1" opacity=".07"/>
  <polyline points="${nodes.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".25"/>
  ${nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${p.accent}" opacity=".8"/>`).join('')}`;
};

const designs: Record<string, Design> = {
  battery: {
    extra: ['#34B64A', '#FFB000'],
    sky: ['#FFFBE0', '#FFD400'],
    tagline: 'AKUT · LATURIT · PARISTOT',
    wordmark: { uppercase: true, spacing: 1, weight: 800 },
    deco: sparks,
    scenes: {
      hero: { bg: ['#FFFBE6', '#FFD400'], items: ['cell', 'carBattery', 'charger'] },
      'main-1': { bg: ['#1A1A1A', '#3A3A3A'], items: ['carBattery', 'bolt'], badge: '−25 %' },
      'main-2': { bg: ['#FFF4B0', '#FFC700'], items: ['charger', 'cell', 'cell'] },
      'small-1': { bg: ['#FFD400', '#FFB000'], items: ['cell', 'cell'], badge: '4+2' },
      'small-2': { bg: ['#222222', '#3C3C3C'], items: ['charger'] },
      'small-3': { bg: ['#FFF7CC', '#FFE36B'], items: ['bolt', 'carBattery'] },
      'product-1': { bg: ['#FFFFFF', '#FFF1A6'], items: ['carBattery'], badge: '−15 %' },
      'product-2': { bg: ['#FFFFFF', '#FFF1A6'], items: ['charger'] },
      head: { bg: ['#141414', '#2E2E2E'], items: ['cell', 'carBattery', 'bolt', 'charger', 'cell'] },
    },
  },
  hair: {
    extra: ['#E9C9C1', '#F4DCD6'],
    sky: ['#FFF6F2', '#EBC9C4'],
    tagline: 'Ammattilaisen hiustukku',
    wordmark: { spacing: 0.5, weight: 600 },
    deco: strands,
    scenes: {
      hero: { bg: ['#FFF8F4', '#E8C4BE'], items: ['bottle', 'dryer', 'jar'] },
      'main-1': { bg: ['#F9E6E1', '#D9A9A6'], items: ['bottle', 'bottle', 'jar'], badge: '−20 %' },
      'main-2': { bg: ['#3A1E2B', '#7A2E4D'], items: ['scissors', 'comb'] },
      'small-1': { bg: ['#F6E8E3', '#E9C9C1'], items: ['dryer'] },
      'small-2': { bg: ['#FFF3E6', '#EBD3A5'], items: ['jar', 'bottle'], badge: '2+1' },
      'small-3': { bg: ['#F3E5EA', '#D5B3C2'], items: ['scissors'] },
      'product-1': { bg: ['#FFFFFF', '#F6E8E3'], items: ['bottle'] },
      'product-2': { bg: ['#FFFFFF', '#F6E8E3'], items: ['dryer'], badge: '−30 %' },
      head: { bg: ['#FCEFEA', '#E6BDB7'], items: ['comb', 'bottle', 'scissors', 'jar', 'dryer'] },
    },
  },
  'clothing-fi': {
    extra: ['#D9D2C3', '#9DBF8E'],
    sky: ['#F3F6F2', '#BFD8DE'],
    tagline: 'Suomalaista vaatetta',
    wordmark: { uppercase: true, spacing: 6, weight: 500 },
    deco: forest,
    scenes: {
      hero: { bg: ['#F6F8F5', '#B9D3DA'], items: ['pine', 'sweater', 'beanie', 'birch'] },
      'main-1': { bg: ['#E9F0EE', '#A9CBD9'], items: ['sweater', 'beanie'], badge: '−30 %' },
      'main-2': { bg: ['#F7EFE4', '#E9C9A5'], items: ['birch', 'tshirt', 'tshirt'] },
      'small-1': { bg: ['#EEF1EC', '#C9D9C2'], items: ['beanie'] },
      'small-2': { bg: ['#0F4C5C', '#1F6F80'], items: ['pine', 'pine'] },
      'small-3': { bg: ['#FBFAF7', '#E6E1D6'], items: ['tshirt'], badge: '3/2' },
      'product-1': { bg: ['#FFFFFF', '#EEF1EC'], items: ['sweater'] },
      'product-2': { bg: ['#FFFFFF', '#EEF1EC'], items: ['beanie'], badge: '−20 %' },
      head: { bg: ['#E4EDEE', '#A9CBD9'], items: ['pine', 'birch', 'sweater', 'pine', 'birch'] },
    },
  },
  'clothing-en': {
    extra: ['#D8B589', '#C9D3CC'],
    sky: ['#FBF7F2', '#EAD9C6'],
    tagline: 'CLOTHING · EST. 1998',
    wordmark: { spacing: 1, weight: 400 },
    deco: arches,
    scenes: {
      hero: { bg: ['#FBF7F2', '#E8D5BF'], items: ['coat', 'dress', 'bag'] },
      'main-1': { bg: ['#F4E8DA', '#DDBE9C'], items: ['coat', 'stack'], badge: '−40 %' },
      'main-2': { bg: ['#E7EEEA', '#B9CBC2'], items: ['dress', 'dress'] },
      'small-1': { bg: ['#FBF7F2', '#EAD9C6'], items: ['bag'] },
      'small-2': { bg: ['#2F5D50', '#3F7565'], items: ['stack'], badge: '3 for 2' },
      'small-3': { bg: ['#F6EDE5', '#E3C7B5'], items: ['coat'] },
      'product-1': { bg: ['#FFFFFF', '#F1E7DA'], items: ['coat'] },
      'product-2': { bg: ['#FFFFFF', '#F1E7DA'], items: ['dress'], badge: '−25 %' },
      head: { bg: ['#F5ECE1', '#E0C6A8'], items: ['bag', 'coat', 'stack', 'dress', 'bag'] },
    },
  },
  mac: {
    extra: ['#5E8BFF', '#B36BFF'],
    sky: ['#FFFFFF', '#E8E8ED'],
    tagline: 'Mac · iPad · Tarvikkeet',
    wordmark: { spacing: 0, weight: 600 },
    deco: glow,
    scenes: {
      hero: { bg: ['#FFFFFF', '#E3E3E8'], items: ['tablet', 'monitor', 'laptop'] },
      'main-1': { bg: ['#F5F5F7', '#DCDCE1'], items: ['laptop'], badge: '−10 %' },
      'main-2': { bg: ['#FBFBFD', '#E6E6EB'], items: ['monitor', 'headphones'] },
      'small-1': { bg: ['#F5F5F7', '#E8E8ED'], items: ['tablet'] },
      'small-2': { bg: ['#E8E8ED', '#CFCFD6'], items: ['headphones'] },
      'small-3': { bg: ['#F5F5F7', '#E8E8ED'], items: ['laptop', 'tablet'], badge: '0 %' },
      'product-1': { bg: ['#FFFFFF', '#F0F0F3'], items: ['laptop'] },
      'product-2': { bg: ['#FFFFFF', '#F0F0F3'], items: ['monitor'] },
      head: { bg: ['#FFFFFF', '#E5E5EA'], items: ['headphones', 'laptop', 'monitor', 'tablet'] },
    },
  },
  wholesale: {
    extra: ['#4F8BFF', '#00A39A'],
    sky: ['#0A4FD6', '#062F82'],
    tagline: 'Yritysten verkkotukku',
    wordmark: { spacing: 0, weight: 700 },
    deco: network,
    scenes: {
      hero: { bg: ['#EAF1FF', '#0A4FD6'], items: ['chart', 'pallet', 'truck'] },
      'main-1': { bg: ['#0A4FD6', '#062F82'], items: ['pallet', 'box'], badge: '−12 %' },
      'main-2': { bg: ['#0B2A5B', '#0A4FD6'], items: ['truck', 'chart'] },
      'small-1': { bg: ['#E6EEFB', '#B9CCF2'], items: ['box'] },
      'small-2': { bg: ['#00756F', '#00A39A'], items: ['truck'] },
      'small-3': { bg: ['#0F1B2D', '#23395D'], items: ['chart'], badge: '24 h' },
      'product-1': { bg: ['#FFFFFF', '#E6EEFB'], items: ['box'] },
      'product-2': { bg: ['#FFFFFF', '#E6EEFB'], items: ['pallet'], badge: '−8 %' },
      head: { bg: ['#0A4FD6', '#0B2A5B'], items: ['box', 'pallet', 'truck', 'chart', 'box'] },
    },
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return `#${[1, 3, 5]
    .map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16);
      return Math.round(v + (target - v) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

function svg(w: number, h: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>\n`;
}

function defs(p: Palette, bg: Gradient): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.extra[0]}"/><stop offset="1" stop-color="${p.extra[1]}"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;
}

/** Places the objects side by side in the right part of the picture, standing on a shadow. */
function place(items: string[], w: number, h: number, brand: string, p: Palette, wide: boolean): string {
  const area = wide ? { x: w * 0.5, w: w * 0.46 } : { x: w * 0.08, w: w * 0.84 };
  const size = Math.min(h * 0.78, (area.w / items.length) * 1.15);
  const step = items.length > 1 ? (area.w - size) / (items.length - 1) : 0;
  const start = items.length > 1 ? area.x : area.x + (area.w - size) / 2;
  const top = h * 0.9 - size;
  return items
    .map((name, i) => {
      const art: Art | undefined = objects[brand]?.[name];
      if (!art) throw new Error(`brands/tools: no drawing "${name}" for ${brand}`);
      const x = start + i * step;
      const s = size / 200;
      return `<ellipse cx="${x + size / 2}" cy="${top + size * 0.97}" rx="${size * 0.42}" ry="${size * 0.06}" fill="url(#shadow)"/>
      <g transform="translate(${x.toFixed(1)} ${top.toFixed(1)}) scale(${s.toFixed(4)})">${art(p)}</g>`;
    })
    .join('');
}

function badge(text: string, w: number, h: number, p: Palette): string {
  const r = Math.min(w, h) * 0.14;
  const cx = w * 0.5 > r * 3 ? w - r * 1.3 : w / 2;
  return `<g transform="translate(${cx} ${r * 1.25}) rotate(-8)"><circle r="${r}" fill="${p.accent}"/><circle r="${r * 0.86}" fill="none" stroke="#fff" stroke-width="${r * 0.03}" stroke-dasharray="${r * 0.1} ${r * 0.06}" opacity=".8"/>
  <text y="${r * 0.16}" font-family="${esc(p.font)}" font-size="${(r * 0.95) / Math.max(2.6, text.length * 0.55)}" font-weight="800" text-anchor="middle" fill="#fff">${esc(text)}</text></g>`;
}

function scene(brand: string, slot: Slot, p: Palette, d: Design, name: string): string {
  const [w, h] = sizes[slot];
  const s = d.scenes[slot];
  const wide = w / h >= 2;
  const body = `${defs(p, s.bg)}<rect width="${w}" height="${h}" fill="url(#bg)"/>${d.deco(w, h, p)}${place(s.items, w, h, brand, p, wide)}${s.badge ? badge(s.badge, w, h, p) : ''}`;
  return svg(w, h, body, `${name}: ${slot}`);
}

function logo(brand: string, name: string, p: Palette, d: Design): string {
  const shown = d.wordmark.uppercase ? name.toUpperCase() : name;
  const spacing = d.wordmark.spacing ?? 0;
  const perChar = (d.wordmark.uppercase ? 31 : 26) + spacing;
  const width = Math.round(112 + Math.max(shown.length * perChar, d.tagline.length * 9) + 12);
  const markFg = p.primaryContrast;
  const body = `<defs><linearGradient id="mark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${shade(p.primary, -0.12)}"/></linearGradient></defs>
  <rect x="8" y="8" width="80" height="80" rx="20" fill="url(#mark)"/>
  <g transform="translate(16 16) scale(.64)">${glyphSvg(glyphs[brand]!, markFg, p.primary)}</g>
  <text x="104" y="54" font-family="${esc(p.font)}" font-size="42" font-weight="${d.wordmark.weight ?? 700}" letter-spacing="${spacing}" fill="${p.text}">${esc(shown)}</text>
  <text x="106" y="78" font-family="${esc(p.font)}" font-size="14" letter-spacing="1.5" fill="${p.muted}">${esc(d.tagline)}</text>`;
  return svg(width, 96, body, name);
}

function favicon(brand: string, name: string, p: Palette): string {
  const body = `<defs><linearGradient id="mark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${shade(p.primary, -0.12)}"/></linearGradient></defs>
  <rect width="100" height="100" rx="22" fill="url(#mark)"/><g transform="translate(12 12) scale(.76)">${glyphSvg(glyphs[brand]!, p.primaryContrast, p.primary)}</g>`;
  return svg(100, 100, body, name);
}

function maskIcon(brand: string, name: string): string {
  const shapes = glyphs[brand]!.filter((s) => s.fill !== 'bg');
  return svg(100, 100, glyphSvg(shapes, '#000000', '#ffffff'), name);
}

function placeholder(brand: string, name: string, p: Palette): string {
  const body = `<rect width="600" height="600" fill="${p.surface}"/>
  <rect x="24" y="24" width="552" height="552" rx="16" fill="none" stroke="${p.muted}" stroke-width="2" stroke-dasharray="10 10" opacity=".35"/>
  <g transform="translate(220 190) scale(1.6)" opacity=".35">${glyphSvg(glyphs[brand]!, p.muted, p.surface)}</g>
  <text x="300" y="410" font-family="${esc(p.font)}" font-size="26" text-anchor="middle" fill="${p.muted}">${esc(name)}</text>`;
  return svg(600, 600, body, `${name}: image coming soon`);
}

function generate(brand: string): void {
  const dir = join(brandsDir, brand);
  const config = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8'));
  const d = designs[brand];
  if (!d) throw new Error(`brands/tools: no design for brand "${brand}"`);
  const t = config.theme;
  // Font names are quoted with ' inside the SVG attributes.
  const p: Palette = { ...t, extra: d.extra, sky: d.sky, font: t.fontFamily.replace(/"/g, "'") };
  const assets = join(dir, 'assets');
  mkdirSync(join(assets, 'banners'), { recursive: true });
  const write = (file: string, text: string | Buffer) => writeFileSync(join(assets, file), text);
  write('logo.svg', logo(brand, config.name, p, d));
  write('favicon.svg', favicon(brand, config.name, p));
  write('mask-icon.svg', maskIcon(brand, config.name));
  write('placeholder.svg', placeholder(brand, config.name, p));
  write('hero.svg', scene(brand, 'hero', p, d, config.name));
  for (const slot of slots)
    if (slot !== 'hero') write(`banners/${slot}.svg`, scene(brand, slot, p, d, config.name));
  const fg = t.primaryContrast;
  write(
    'apple-touch-icon.png',
    encodePng(
      glyphRaster(glyphs[brand]!, { size: 180, top: t.primary, bottom: shade(t.primary, -0.12), fg }),
    ),
  );
  console.log(`brands/${brand}/assets: written`);
}

const only = process.argv[2];
const all = readdirSync(brandsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'tools')
  .map((e) => e.name);
for (const brand of only ? [only] : all) generate(brand);
