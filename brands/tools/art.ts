import { glyphSvg, glyphs } from './glyphs.ts';

/** The colours an illustration uses: the brand's theme tokens plus a few of its own. */
export interface Palette {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  /** Two extra colours of the brand's illustrations. */
  extra: [string, string];
  /** Gradient stops of hero and banner backgrounds. */
  sky: [string, string];
  font: string;
}

/** An object drawn in a 200 x 200 box. */
export type Art = (p: Palette) => string;

const g = (shape: string, p: Palette, colour: string, bg = p.background) =>
  glyphSvg(glyphs[shape]!, colour, bg);

const bolt = (fill: string, stroke: string) =>
  `<polygon points="118,8 44,112 94,112 80,192 158,82 108,82" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`;

/** The objects of each brand's illustrations. */
export const objects: Record<string, Record<string, Art>> = {
  battery: {
    carBattery: (p) => `
      <rect x="20" y="62" width="160" height="120" rx="12" fill="#1E1E1E"/>
      <rect x="20" y="62" width="160" height="26" rx="12" fill="#333"/>
      <rect x="40" y="44" width="26" height="22" rx="3" fill="#B9B9B9"/><rect x="134" y="44" width="26" height="22" rx="3" fill="#C9A13B"/>
      <rect x="46" y="72" width="14" height="4" fill="#fff"/><rect x="140" y="72" width="14" height="4" fill="#fff"/><rect x="145" y="67" width="4" height="14" fill="#fff"/>
      <rect x="20" y="102" width="160" height="46" fill="${p.primary}"/>
      <g transform="translate(84 104) scale(.22)">${bolt(p.text, p.text)}</g>
      <rect x="34" y="160" width="22" height="10" rx="2" fill="${p.extra[0]}"/><rect x="60" y="160" width="22" height="10" rx="2" fill="${p.extra[0]}"/>
      <rect x="86" y="160" width="22" height="10" rx="2" fill="${p.extra[0]}"/><rect x="112" y="160" width="22" height="10" rx="2" fill="#444"/>
      <rect x="28" y="92" width="144" height="3" fill="#fff" opacity=".12"/>`,
    cell: (p) => `
      <rect x="88" y="16" width="24" height="16" rx="3" fill="#BDBDBD"/>
      <rect x="66" y="28" width="68" height="160" rx="12" fill="#1E1E1E"/>
      <path d="M66 40a12 12 0 0 1 12-12h44a12 12 0 0 1 12 12v52H66z" fill="${p.primary}"/>
      <rect x="76" y="40" width="8" height="138" rx="4" fill="#fff" opacity=".25"/>
      <rect x="94" y="52" width="12" height="4" fill="${p.text}"/><rect x="98" y="48" width="4" height="12" fill="${p.text}"/>
      <g transform="translate(84 112) scale(.16)">${bolt(p.primary, p.primary)}</g>`,
    charger: (p) => `
      <path d="M100 170c0 26 54 26 62 2" fill="none" stroke="#2A2A2A" stroke-width="8" stroke-linecap="round"/>
      <rect x="150" y="150" width="26" height="30" rx="4" fill="#2A2A2A"/><rect x="156" y="140" width="4" height="12" fill="#AAA"/><rect x="166" y="140" width="4" height="12" fill="#AAA"/>
      <rect x="34" y="44" width="132" height="124" rx="18" fill="#2A2A2A"/>
      <rect x="52" y="62" width="96" height="40" rx="6" fill="#0E0E0E"/>
      <rect x="60" y="82" width="14" height="14" fill="${p.extra[0]}"/><rect x="78" y="76" width="14" height="20" fill="${p.extra[0]}"/>
      <rect x="96" y="70" width="14" height="26" fill="${p.primary}"/><rect x="114" y="66" width="14" height="30" fill="#3A3A3A"/>
      <circle cx="70" cy="136" r="12" fill="${p.accent}"/><circle cx="130" cy="136" r="12" fill="#111"/>
      <rect x="92" y="130" width="16" height="12" rx="3" fill="${p.primary}"/>`,
    bolt: (p) => bolt(p.primary, p.text),
  },
  hair: {
    bottle: (p) => `
      <rect x="58" y="68" width="84" height="124" rx="26" fill="${p.primary}"/>
      <rect x="86" y="46" width="28" height="26" fill="${p.text}"/>
      <rect x="70" y="30" width="56" height="16" rx="5" fill="${p.text}"/><rect x="44" y="33" width="30" height="9" rx="3" fill="${p.text}"/>
      <rect x="72" y="108" width="56" height="56" rx="8" fill="#fff" opacity=".9"/>
      <rect x="82" y="120" width="36" height="5" rx="2" fill="${p.accent}"/><rect x="82" y="132" width="26" height="4" rx="2" fill="${p.muted}"/><rect x="82" y="142" width="30" height="4" rx="2" fill="${p.muted}"/>
      <rect x="66" y="82" width="8" height="96" rx="4" fill="#fff" opacity=".2"/>`,
    jar: (p) => `
      <rect x="40" y="82" width="120" height="96" rx="18" fill="${p.extra[0]}"/>
      <rect x="34" y="58" width="132" height="32" rx="8" fill="${p.accent}"/>
      <rect x="40" y="64" width="120" height="4" fill="#fff" opacity=".35"/>
      <rect x="64" y="108" width="72" height="44" rx="6" fill="#fff" opacity=".9"/>
      <circle cx="100" cy="130" r="12" fill="none" stroke="${p.primary}" stroke-width="3"/>`,
    scissors: (p) => `<g transform="translate(0 0) scale(2)">${g('hair', p, '#6F6F78')}</g>
      <circle cx="100" cy="80" r="5" fill="${p.accent}"/>`,
    comb: (p) => `<g transform="rotate(-18 100 100)">
      <rect x="16" y="78" width="168" height="30" rx="10" fill="${p.accent}"/>
      ${Array.from({ length: 19 }, (_, i) => `<rect x="${24 + i * 8.4}" y="100" width="4.4" height="${i < 9 ? 44 : 34}" rx="2" fill="${p.accent}"/>`).join('')}
      <rect x="24" y="84" width="150" height="4" rx="2" fill="#fff" opacity=".35"/></g>`,
    dryer: (p) => `
      <rect x="58" y="112" width="36" height="78" rx="14" fill="${p.text}" transform="rotate(-8 76 150)"/>
      <rect x="110" y="62" width="74" height="46" rx="10" fill="${p.primary}"/><rect x="176" y="58" width="14" height="54" rx="5" fill="${p.text}"/>
      <circle cx="86" cy="86" r="58" fill="${p.primary}"/><circle cx="86" cy="86" r="34" fill="${p.extra[1]}"/>
      <circle cx="86" cy="86" r="14" fill="${p.accent}"/><path d="M42 62a50 50 0 0 1 40-30" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".4"/>`,
  },
  'clothing-fi': {
    tshirt: (p) => `<g transform="scale(2)">${g('clothing-fi', p, p.primary, p.surface)}</g>`,
    sweater: (p) => `
      <polygon points="68,26 132,26 178,56 186,172 160,174 152,92 152,184 48,184 48,92 40,174 14,172 22,56" fill="${p.extra[0]}"/>
      <path d="M68 26q32 22 64 0" fill="none" stroke="${p.background}" stroke-width="6"/>
      <path d="M56 52l10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10" fill="none" stroke="${p.background}" stroke-width="5"/>
      <path d="M48 76h104" stroke="${p.accent}" stroke-width="5"/>
      ${[60, 84, 108, 132].map((x) => `<path d="M${x} 92l6 8-6 8-6-8z" fill="${p.background}"/>`).join('')}
      <rect x="48" y="170" width="104" height="14" fill="${p.primary}" opacity=".5"/>`,
    beanie: (p) => `
      <circle cx="100" cy="38" r="20" fill="${p.background}"/>
      <path d="M36 140a64 80 0 0 1 128 0z" fill="${p.accent}"/>
      <rect x="30" y="132" width="140" height="40" rx="10" fill="${p.primary}"/>
      ${Array.from({ length: 13 }, (_, i) => `<rect x="${38 + i * 10}" y="138" width="4" height="28" rx="2" fill="#fff" opacity=".25"/>`).join('')}
      <path d="M52 104l12 -12 12 12 12 -12 12 12 12 -12 12 12 12 -12 12 12" fill="none" stroke="${p.background}" stroke-width="5"/>`,
    pine: (p) => `
      <rect x="92" y="160" width="16" height="30" fill="#5B4632"/>
      <polygon points="100,12 150,86 50,86" fill="${p.primary}"/><polygon points="100,52 164,130 36,130" fill="${p.primary}"/>
      <polygon points="100,96 178,168 22,168" fill="${p.primary}"/>
      <polygon points="100,12 120,42 80,42" fill="#fff" opacity=".9"/>`,
    birch: (p) => `
      <rect x="88" y="20" width="24" height="172" rx="4" fill="#F4F2EA"/>
      ${[40, 70, 96, 130, 162].map((y, i) => `<rect x="${i % 2 ? 96 : 88}" y="${y}" width="${12 + (i % 3) * 4}" height="4" rx="2" fill="${p.text}"/>`).join('')}
      <circle cx="72" cy="40" r="30" fill="${p.extra[1]}" opacity=".9"/><circle cx="124" cy="30" r="34" fill="${p.extra[1]}"/>
      <circle cx="104" cy="62" r="26" fill="${p.extra[1]}" opacity=".8"/>`,
  },
  'clothing-en': {
    coat: (p) => `
      <g transform="translate(40 0) scale(1.2)">${g('clothing-en', p, '#8A7A6A')}</g>
      <polygon points="62,84 138,84 162,190 38,190" fill="${p.primary}"/>
      <polygon points="62,84 100,140 86,190 38,190" fill="#000" opacity=".12"/>
      <polygon points="78,84 100,130 122,84 112,84 100,106 88,84" fill="${p.surface}"/>
      <polygon points="62,84 84,120 74,132" fill="#000" opacity=".2"/><polygon points="138,84 116,120 126,132" fill="#000" opacity=".2"/>
      <circle cx="104" cy="146" r="4" fill="${p.text}"/><circle cx="104" cy="166" r="4" fill="${p.text}"/>`,
    dress: (p) => `
      <path d="M84 20h32l-4 28 8 40H80l8-40z" fill="${p.accent}"/>
      <path d="M80 88h40l48 100H32z" fill="${p.accent}"/>
      <rect x="78" y="84" width="44" height="10" fill="${p.extra[0]}"/>
      <path d="M60 140h80M50 162h100" stroke="#fff" stroke-width="2" opacity=".35"/>`,
    bag: (p) => `
      <path d="M70 70V54a30 30 0 0 1 60 0v16" fill="none" stroke="${p.text}" stroke-width="7"/>
      <path d="M40 66h120l10 124H30z" fill="${p.surface}"/><path d="M40 66h120l2 18H38z" fill="#000" opacity=".06"/>
      <text x="100" y="146" font-family="${p.font}" font-size="38" text-anchor="middle" fill="${p.primary}">T&amp;Co</text>`,
    stack: (p) => `
      <rect x="30" y="150" width="140" height="34" rx="4" fill="${p.extra[1]}"/>
      <rect x="36" y="116" width="128" height="34" rx="4" fill="${p.primary}"/>
      <rect x="42" y="82" width="116" height="34" rx="4" fill="${p.accent}"/>
      <rect x="48" y="48" width="104" height="34" rx="4" fill="${p.extra[0]}"/>
      <path d="M80 48l20 14 20-14" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`,
  },
  mac: {
    laptop: () => `
      <rect x="30" y="34" width="140" height="96" rx="8" fill="#2B2B2E"/>
      <rect x="37" y="41" width="126" height="80" rx="2" fill="url(#screen)"/>
      <rect x="52" y="56" width="60" height="40" rx="4" fill="#fff" opacity=".85"/><rect x="100" y="70" width="50" height="38" rx="4" fill="#fff" opacity=".6"/>
      <path d="M12 132h176l-6 12a8 8 0 0 1-7 4H25a8 8 0 0 1-7-4z" fill="#D2D2D7"/>
      <rect x="84" y="132" width="32" height="5" rx="2" fill="#A1A1A6"/>`,
    monitor: (p) => `
      <rect x="18" y="16" width="164" height="124" rx="10" fill="#E8E8ED"/>
      <rect x="24" y="22" width="152" height="96" rx="4" fill="url(#screen)"/>
      <circle cx="100" cy="100" r="40" fill="#fff" opacity=".18"/><circle cx="70" cy="60" r="26" fill="${p.accent}" opacity=".55"/>
      <polygon points="86,140 114,140 120,180 80,180" fill="#C7C7CC"/><rect x="64" y="178" width="72" height="8" rx="4" fill="#B0B0B5"/>`,
    tablet: () => `
      <rect x="52" y="20" width="96" height="160" rx="14" fill="#2B2B2E"/>
      <rect x="58" y="26" width="84" height="148" rx="9" fill="url(#screen)"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${68 + (i % 3) * 22}" y="${44 + Math.floor(i / 3) * 24}" width="16" height="16" rx="4" fill="#fff" opacity=".75"/>`).join('')}
      <rect x="84" y="164" width="32" height="3" rx="1.5" fill="#fff" opacity=".8"/>`,
    headphones: (p) => `
      <path d="M38 120V96a62 62 0 0 1 124 0v24" fill="none" stroke="#D2D2D7" stroke-width="14" stroke-linecap="round"/>
      <rect x="24" y="108" width="44" height="70" rx="20" fill="#F5F5F7" stroke="#C7C7CC" stroke-width="3"/>
      <rect x="132" y="108" width="44" height="70" rx="20" fill="#F5F5F7" stroke="#C7C7CC" stroke-width="3"/>
      <rect x="34" y="122" width="24" height="42" rx="12" fill="${p.muted}" opacity=".35"/><rect x="142" y="122" width="24" height="42" rx="12" fill="${p.muted}" opacity=".35"/>`,
  },
  wholesale: {
    box: (p) => `
      <polygon points="100,30 176,70 100,110 24,70" fill="#D9A66A"/>
      <polygon points="24,70 100,110 100,190 24,150" fill="#B07D45"/>
      <polygon points="176,70 100,110 100,190 176,150" fill="#C8955A"/>
      <polygon points="62,50 74,44 150,84 138,90" fill="${p.primary}" opacity=".85"/><polygon points="138,90 150,84 150,110 138,116" fill="${p.primary}" opacity=".85"/>
      <rect x="116" y="128" width="40" height="24" fill="#fff" opacity=".85" transform="skewY(-27.8) translate(0 68)"/>`,
    pallet: (p) => `
      <rect x="16" y="170" width="168" height="10" fill="#A7804F"/><rect x="22" y="180" width="16" height="12" fill="#8D6A40"/>
      <rect x="92" y="180" width="16" height="12" fill="#8D6A40"/><rect x="162" y="180" width="16" height="12" fill="#8D6A40"/>
      ${[
        [20, 118],
        [102, 118],
        [20, 66],
        [102, 66],
        [60, 14],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="78" height="52" fill="#C8955A" stroke="#A7794A" stroke-width="2"/><rect x="${(x ?? 0) + 33}" y="${y}" width="12" height="52" fill="${p.primary}" opacity=".7"/>`,
        )
        .join('')}`,
    chart: (p) => `
      <rect x="14" y="14" width="172" height="172" rx="14" fill="#fff"/>
      <path d="M36 40v124h132" fill="none" stroke="${p.muted}" stroke-width="3"/>
      <rect x="50" y="120" width="22" height="44" rx="3" fill="${p.primary}" opacity=".5"/><rect x="82" y="100" width="22" height="64" rx="3" fill="${p.primary}" opacity=".7"/>
      <rect x="114" y="76" width="22" height="88" rx="3" fill="${p.primary}"/><rect x="146" y="52" width="22" height="112" rx="3" fill="${p.accent}"/>
      <polyline points="50,108 90,86 120,64 160,36" fill="none" stroke="${p.text}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
      <polygon points="166,28 148,34 162,46" fill="${p.text}"/>`,
    truck: (p) => `
      <rect x="10" y="58" width="120" height="90" rx="6" fill="#fff" stroke="${p.primary}" stroke-width="4"/>
      <g transform="translate(36 66) scale(.7)">${g('wholesale', p, p.primary, '#fff')}</g>
      <path d="M134 82h34l22 30v36h-56z" fill="${p.primary}"/><path d="M146 90h18l14 20h-32z" fill="#fff" opacity=".8"/>
      <circle cx="44" cy="152" r="16" fill="${p.text}"/><circle cx="44" cy="152" r="6" fill="#ccc"/>
      <circle cx="160" cy="152" r="16" fill="${p.text}"/><circle cx="160" cy="152" r="6" fill="#ccc"/>`,
  },
};
