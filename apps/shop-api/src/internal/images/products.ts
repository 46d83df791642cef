import { type Art, cylinder, floorShadow, isLight, linear, metal, radial, shade, text } from './svg.ts';

/** What a product drawing is painted with. */
export interface Paint {
  /** The product's own colour (a garment's or a laptop's colour, a battery's jacket). */
  tint: string;
  /** The brand's accent colour (labels, ribbons). */
  accent: string;
}

type Draw = (paint: Paint) => Art;

/** A standing cylindrical cell: jacket gradient, metal cap, label band. */
function cell(
  x: number,
  bottom: number,
  width: number,
  height: number,
  paint: Paint,
  label: string,
  id: string,
) {
  const capH = Math.max(6, width * 0.1);
  const top = bottom - height;
  const r = width * 0.12;
  return `<g>
<rect x="${x + width * 0.32}" y="${top - capH}" width="${width * 0.36}" height="${capH + 4}" rx="3" fill="url(#metal)"/>
<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="${r}" fill="url(#${id})"/>
<rect x="${x}" y="${top}" width="${width}" height="${height * 0.3}" rx="${r}" fill="url(#cap)"/>
<rect x="${x}" y="${bottom - 8}" width="${width}" height="8" rx="3" fill="url(#metal)"/>
${text(x + width / 2, top + height * 0.2, '+', { size: width * 0.28, fill: '#1b1b1b' })}
${text(x + width / 2, top + height * 0.62, label, { size: width * 0.3, fill: isLight(paint.tint) ? '#1b1b1b' : '#ffffff', rotate: -90 })}
</g>`;
}

function cells(label: string, width: number, height: number): Draw {
  return (paint) => {
    const defs = [cylinder('jacket', paint.tint), cylinder('cap', '#1d1d22'), metal('metal')];
    const bottom = 330;
    const gap = width * 0.18;
    const count = 3;
    const total = count * width + (count - 1) * gap;
    const start = 200 - total / 2;
    const body = [
      floorShadow(200, bottom + 2, total * 0.65),
      ...Array.from({ length: count }, (_, i) =>
        cell(start + i * (width + gap), bottom - (i === 1 ? 0 : 6), width, height, paint, label, 'jacket'),
      ),
      text(200, 372, `${label} · 1,5 V`, { size: 18, fill: shade(paint.accent, -0.5), weight: 600 }),
    ];
    return { defs, body: body.join('') };
  };
}

const coin: Draw = (paint) => ({
  defs: [
    radial(
      'coinface',
      [
        [0, '#f4f6f8'],
        [0.6, '#c3c9d1'],
        [1, '#858d98'],
      ],
      0.35,
      0.3,
      0.8,
    ),
    metal('rim', '#aab1ba'),
  ],
  body: [
    floorShadow(200, 318, 150),
    '<ellipse cx="250" cy="268" rx="95" ry="40" fill="url(#rim)"/><ellipse cx="250" cy="258" rx="95" ry="40" fill="url(#coinface)"/>',
    '<circle cx="175" cy="205" r="108" fill="url(#rim)"/><circle cx="175" cy="199" r="102" fill="url(#coinface)"/>',
    '<circle cx="175" cy="199" r="86" fill="none" stroke="#9aa2ad" stroke-width="2"/>',
    text(175, 190, 'CR2032', { size: 34, fill: '#4b525c' }),
    text(175, 226, '3V  +', { size: 24, fill: '#4b525c', weight: 600 }),
    `<rect x="120" y="330" width="160" height="34" rx="17" fill="${paint.accent}"/>`,
    text(200, 353, 'Lithium', { size: 18, fill: isLight(paint.accent) ? '#1b1b1b' : '#fff' }),
  ].join(''),
});

const nineVolt: Draw = (paint) => ({
  defs: [
    linear('block', [
      [0, shade(paint.tint, -0.3)],
      [0.35, shade(paint.tint, 0.3)],
      [1, shade(paint.tint, -0.4)],
    ]),
    metal('metal'),
  ],
  body: [
    floorShadow(200, 342, 110),
    '<circle cx="170" cy="92" r="16" fill="url(#metal)"/><polygon points="230,76 246,84 246,100 230,108 214,100 214,84" fill="url(#metal)"/>',
    '<rect x="118" y="100" width="164" height="240" rx="14" fill="url(#block)"/>',
    '<rect x="118" y="100" width="164" height="60" rx="14" fill="#1d1d22"/>',
    text(200, 240, '9V', { size: 72, fill: isLight(paint.tint) ? '#1b1b1b' : '#ffffff' }),
    text(200, 280, '6LR61', { size: 20, fill: isLight(paint.tint) ? '#333' : '#eee', weight: 600 }),
  ].join(''),
});

/** A box battery (car, motorcycle, leisure): case, lid, two terminals, a label. */
function boxBattery({
  width,
  height,
  label,
  sub,
  caseColour,
}: {
  width: number;
  height: number;
  label: string;
  sub: string;
  caseColour: string;
}): Draw {
  return (paint) => {
    const x = 200 - width / 2;
    const y = 330 - height;
    return {
      defs: [
        linear(
          'case',
          [
            [0, shade(caseColour, 0.15)],
            [1, shade(caseColour, -0.35)],
          ],
          'vertical',
        ),
        linear(
          'lid',
          [
            [0, shade(caseColour, 0.35)],
            [1, shade(caseColour, -0.1)],
          ],
          'vertical',
        ),
        linear(
          'label',
          [
            [0, shade(paint.accent, 0.2)],
            [1, shade(paint.accent, -0.25)],
          ],
          'vertical',
        ),
        metal('metal'),
      ],
      body: [
        floorShadow(200, 334, width * 0.62),
        `<rect x="${x + 28}" y="${y - 26}" width="26" height="30" rx="4" fill="#c8312f"/><rect x="${x + width - 54}" y="${y - 26}" width="26" height="30" rx="4" fill="#2b2b2e"/>`,
        text(x + 41, y - 32, '+', { size: 22, fill: '#c8312f' }),
        text(x + width - 41, y - 32, '−', { size: 22, fill: '#2b2b2e' }),
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="url(#case)"/>`,
        `<rect x="${x - 4}" y="${y}" width="${width + 8}" height="${height * 0.18}" rx="8" fill="url(#lid)"/>`,
        `<path d="M${x + width * 0.35} ${y + 4} q${width * 0.15} -28 ${width * 0.3} 0" stroke="#1d1d22" stroke-width="7" fill="none"/>`,
        `<rect x="${x + 16}" y="${y + height * 0.3}" width="${width - 32}" height="${height * 0.5}" rx="6" fill="url(#label)"/>`,
        text(200, y + height * 0.53, label, {
          size: Math.min(38, (width - 48) / (label.length * 0.64)),
          fill: isLight(paint.accent) ? '#1b1b1b' : '#fff',
        }),
        text(200, y + height * 0.7, sub, {
          size: 17,
          fill: isLight(paint.accent) ? '#333' : '#f0f0f0',
          weight: 600,
        }),
      ].join(''),
    };
  };
}

const charger: Draw = (paint) => ({
  defs: [
    linear(
      'dock',
      [
        [0, '#4a4f58'],
        [1, '#1e2126'],
      ],
      'vertical',
    ),
    cylinder('jacket', paint.accent),
    metal('metal'),
  ],
  body: [
    floorShadow(200, 330, 150),
    '<rect x="70" y="210" width="260" height="118" rx="22" fill="url(#dock)"/>',
    ...[0, 1, 2, 3].map((i) => {
      const x = 98 + i * 56;
      return `<rect x="${x + 8}" y="120" width="16" height="8" rx="2" fill="url(#metal)"/><rect x="${x}" y="126" width="32" height="110" rx="5" fill="url(#jacket)"/>`;
    }),
    '<rect x="82" y="226" width="236" height="22" rx="6" fill="#15171b"/>',
    ...[0, 1, 2, 3].map(
      (i) => `<circle cx="${114 + i * 56}" cy="290" r="7" fill="${i < 3 ? '#00c882' : '#ffc828'}"/>`,
    ),
    text(200, 318, 'SMART CHARGER', { size: 14, fill: '#c9ced6', spacing: 2 }),
  ].join(''),
});

const powerbank: Draw = (paint) => ({
  defs: [
    linear('bank', [
      [0, shade(paint.tint, 0.25)],
      [1, shade(paint.tint, -0.35)],
    ]),
    linear(
      'glass',
      [
        [0, 'rgba(255,255,255,0.35)'],
        [1, 'rgba(255,255,255,0)'],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 332, 120),
    '<path d="M290 250 C 360 260, 360 330, 300 340" stroke="#2b2b2e" stroke-width="8" fill="none" stroke-linecap="round"/>',
    '<rect x="110" y="70" width="170" height="262" rx="26" fill="url(#bank)"/>',
    '<rect x="110" y="70" width="170" height="120" rx="26" fill="url(#glass)"/>',
    '<rect x="176" y="322" width="38" height="8" rx="4" fill="#1b1b1b"/>',
    ...[0, 1, 2, 3].map(
      (i) =>
        `<circle cx="${166 + i * 20}" cy="290" r="5" fill="${i < 3 ? '#00c882' : 'rgba(255,255,255,0.4)'}"/>`,
    ),
    text(195, 200, '20 000', { size: 30, fill: isLight(paint.tint) ? '#1b1b1b' : '#fff' }),
    text(195, 226, 'mAh', { size: 18, fill: isLight(paint.tint) ? '#333' : '#ddd', weight: 600 }),
  ].join(''),
});

const jumpstarter: Draw = (paint) => ({
  defs: [
    linear(
      'unit',
      [
        [0, shade(paint.accent, 0.2)],
        [1, shade(paint.accent, -0.35)],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 334, 160),
    '<path d="M150 150 C 90 120, 70 220, 60 280" stroke="#c8312f" stroke-width="9" fill="none"/><path d="M250 150 C 320 120, 330 220, 340 280" stroke="#2b2b2e" stroke-width="9" fill="none"/>',
    '<path d="M40 280 l40 0 l-6 40 l-28 0 z" fill="#c8312f"/><path d="M320 280 l40 0 l-6 40 l-28 0 z" fill="#2b2b2e"/>',
    '<rect x="120" y="130" width="160" height="200" rx="28" fill="url(#unit)"/>',
    '<rect x="140" y="160" width="120" height="54" rx="8" fill="#15171b"/>',
    text(200, 197, '12V', { size: 30, fill: '#00c882' }),
    '<path d="M205 240 l-26 42 h20 l-8 34 l30 -48 h-20 z" fill="#1b1b1b"/>',
  ].join(''),
});

const giftBox: Draw = (paint) => ({
  defs: [
    linear('box', [
      [0, shade(paint.tint, 0.2)],
      [1, shade(paint.tint, -0.3)],
    ]),
    linear('ribbon', [
      [0, shade(paint.accent, 0.2)],
      [1, shade(paint.accent, -0.3)],
    ]),
  ],
  body: [
    floorShadow(200, 336, 140),
    '<rect x="90" y="170" width="220" height="160" rx="6" fill="url(#box)"/>',
    '<rect x="78" y="132" width="244" height="50" rx="6" fill="url(#box)" stroke="rgba(0,0,0,0.12)"/>',
    '<rect x="186" y="132" width="28" height="198" fill="url(#ribbon)"/>',
    '<path d="M200 132 C 150 70, 110 110, 196 132 Z M200 132 C 250 70, 290 110, 204 132 Z" fill="url(#ribbon)"/>',
  ].join(''),
});

const manual: Draw = (paint) => ({
  defs: [
    linear(
      'cover',
      [
        [0, shade(paint.accent, 0.15)],
        [1, shade(paint.accent, -0.25)],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 340, 130),
    '<rect x="128" y="70" width="180" height="260" rx="6" fill="#e9e9e4" transform="rotate(6 218 200)"/>',
    '<rect x="110" y="70" width="180" height="260" rx="6" fill="url(#cover)"/>',
    '<rect x="110" y="70" width="16" height="260" fill="rgba(0,0,0,0.18)"/>',
    text(208, 130, 'MANUAL', { size: 26, fill: isLight(paint.accent) ? '#1b1b1b' : '#fff', spacing: 2 }),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="146" y="${170 + i * 22}" width="${120 - (i % 2) * 30}" height="8" rx="4" fill="rgba(255,255,255,0.6)"/>`,
    ),
    '<rect x="186" y="288" width="44" height="26" rx="4" fill="#fff"/>',
    text(208, 307, 'PDF', { size: 16, fill: '#c8312f' }),
  ].join(''),
});

const cable: Draw = () => ({
  defs: [metal('metal')],
  body: [
    floorShadow(200, 330, 140),
    '<circle cx="200" cy="210" r="90" fill="none" stroke="#2b2b2e" stroke-width="12"/>',
    '<circle cx="200" cy="210" r="72" fill="none" stroke="#3a3a40" stroke-width="12"/>',
    '<path d="M290 210 C 300 280, 330 290, 330 300" stroke="#2b2b2e" stroke-width="12" fill="none"/>',
    '<rect x="312" y="296" width="36" height="44" rx="6" fill="#1b1b1b"/><rect x="320" y="338" width="20" height="16" rx="2" fill="url(#metal)"/>',
    '<path d="M110 210 C 80 150, 60 130, 60 110" stroke="#2b2b2e" stroke-width="12" fill="none"/>',
    '<rect x="42" y="70" width="36" height="44" rx="6" fill="#1b1b1b"/><rect x="50" y="56" width="20" height="16" rx="2" fill="url(#metal)"/>',
  ].join(''),
});

/** A bottle with a pump or flip cap and a label. */
function bottle(label: string, pump: boolean): Draw {
  return (paint) => ({
    defs: [cylinder('bottle', paint.tint), cylinder('capc', shade(paint.accent, -0.2))],
    body: [
      floorShadow(200, 336, 100),
      pump
        ? '<rect x="190" y="50" width="20" height="40" fill="url(#capc)"/><rect x="190" y="50" width="70" height="14" rx="6" fill="url(#capc)"/><rect x="168" y="86" width="64" height="40" rx="8" fill="url(#capc)"/>'
        : '<rect x="160" y="82" width="80" height="44" rx="10" fill="url(#capc)"/>',
      '<path d="M140 150 Q140 120 170 120 H230 Q260 120 260 150 V316 Q260 334 240 334 H160 Q140 334 140 316 Z" fill="url(#bottle)"/>',
      '<rect x="150" y="190" width="100" height="100" rx="8" fill="rgba(255,255,255,0.85)"/>',
      text(200, 234, label, { size: 16, fill: shade(paint.accent, -0.45) }),
      text(200, 262, '250 ml', { size: 15, fill: '#555', weight: 500 }),
    ].join(''),
  });
}

const conditionerTube: Draw = (paint) => ({
  defs: [cylinder('tube', paint.tint), cylinder('capc', shade(paint.accent, -0.2))],
  body: [
    floorShadow(200, 338, 90),
    '<path d="M136 60 H264 L244 280 H156 Z" fill="url(#tube)"/>',
    '<rect x="130" y="52" width="140" height="16" rx="3" fill="url(#tube)"/>',
    '<rect x="160" y="278" width="80" height="56" rx="10" fill="url(#capc)"/>',
    text(200, 150, 'CONDITIONER', { size: 14, fill: shade(paint.accent, -0.45), spacing: 1 }),
    text(200, 180, '200 ml', { size: 14, fill: '#555', weight: 500 }),
  ].join(''),
});

const stylingJar: Draw = (paint) => ({
  defs: [cylinder('jar', paint.tint), cylinder('lid', shade(paint.accent, -0.25))],
  body: [
    floorShadow(200, 330, 120),
    '<rect x="110" y="150" width="180" height="40" rx="8" fill="url(#lid)"/>',
    '<rect x="104" y="186" width="192" height="140" rx="18" fill="url(#jar)"/>',
    '<rect x="124" y="218" width="152" height="74" rx="6" fill="rgba(255,255,255,0.85)"/>',
    text(200, 252, 'STYLING', { size: 20, fill: shade(paint.accent, -0.45), spacing: 2 }),
    text(200, 278, 'wax · 75 ml', { size: 14, fill: '#555', weight: 500 }),
  ].join(''),
});

const hairTool: Draw = (paint) => ({
  defs: [
    linear(
      'dryer',
      [
        [0, shade(paint.tint, 0.3)],
        [1, shade(paint.tint, -0.35)],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 340, 120),
    '<rect x="190" y="170" width="56" height="160" rx="20" fill="url(#dryer)" transform="rotate(12 218 250)"/>',
    '<rect x="80" y="100" width="220" height="100" rx="50" fill="url(#dryer)"/>',
    '<rect x="290" y="110" width="30" height="80" rx="10" fill="#2b2b2e"/>',
    '<circle cx="130" cy="150" r="32" fill="rgba(255,255,255,0.25)"/><circle cx="130" cy="150" r="16" fill="rgba(0,0,0,0.25)"/>',
    `<rect x="208" y="226" width="14" height="30" rx="5" fill="${paint.accent}" transform="rotate(12 218 250)"/>`,
  ].join(''),
});

/** Garments: a path in the garment colour with a fabric sheen and stitching. */
function garment(path: string, details: string): Draw {
  return (paint) => ({
    defs: [
      linear('cloth', [
        [0, shade(paint.tint, -0.18)],
        [0.35, shade(paint.tint, 0.12)],
        [0.65, paint.tint],
        [1, shade(paint.tint, -0.25)],
      ]),
    ],
    body: [
      floorShadow(200, 360, 120),
      `<path d="${path}" fill="url(#cloth)" stroke="${shade(paint.tint, -0.35)}" stroke-width="2" stroke-linejoin="round"/>`,
      details.replaceAll('STITCH', isLight(paint.tint) ? 'rgba(0,0,0,0.25)' : 'rgba(255,255,255,0.35)'),
    ].join(''),
  });
}

const garments: Record<string, Draw> = {
  top: garment(
    'M150 60 Q200 90 250 60 L330 100 L305 160 L275 145 L275 345 H125 V145 L95 160 L70 100 Z',
    '<path d="M150 60 Q200 110 250 60" fill="none" stroke="STITCH" stroke-width="3" stroke-dasharray="5 4"/><path d="M125 330 H275" stroke="STITCH" stroke-width="2" stroke-dasharray="5 4"/>',
  ),
  shirt: garment(
    'M160 55 L200 85 L240 55 L330 100 L310 200 L280 190 L280 350 H120 V190 L90 200 L70 100 Z',
    '<path d="M160 55 L185 110 L200 85 L215 110 L240 55" fill="rgba(255,255,255,0.2)" stroke="STITCH" stroke-width="2"/><path d="M200 90 V345" stroke="STITCH" stroke-width="2"/>' +
      [130, 170, 210, 250, 290].map((y) => `<circle cx="207" cy="${y}" r="4" fill="STITCH"/>`).join(''),
  ),
  trousers: garment(
    'M125 50 H275 L300 350 H220 L200 150 L180 350 H100 Z',
    '<path d="M125 72 H275" stroke="STITCH" stroke-width="3"/><path d="M200 72 V150" stroke="STITCH" stroke-width="2" stroke-dasharray="5 4"/><path d="M140 90 Q160 110 175 90" fill="none" stroke="STITCH" stroke-width="2"/><path d="M225 90 Q240 110 260 90" fill="none" stroke="STITCH" stroke-width="2"/>',
  ),
  dress: garment(
    'M165 50 Q200 75 235 50 L250 60 L240 140 L320 350 H80 L160 140 L150 60 Z',
    '<path d="M160 140 Q200 155 240 140" fill="none" stroke="STITCH" stroke-width="3"/><path d="M90 335 Q200 355 310 335" fill="none" stroke="STITCH" stroke-width="2" stroke-dasharray="5 4"/>',
  ),
  jacket: garment(
    'M160 50 Q200 30 240 50 L335 105 L320 300 L290 300 L285 190 L285 350 H115 V190 L110 300 L80 300 L65 105 Z',
    '<path d="M200 62 V350" stroke="#c9ced6" stroke-width="4"/><path d="M160 50 Q200 100 240 50" fill="none" stroke="STITCH" stroke-width="3"/><rect x="135" y="240" width="40" height="6" rx="3" fill="STITCH"/><rect x="225" y="240" width="40" height="6" rx="3" fill="STITCH"/>',
  ),
  accessory: garment(
    'M110 250 Q110 90 200 90 Q290 90 290 250 Z',
    '<rect x="100" y="240" width="200" height="60" rx="12" fill="url(#cloth)" stroke="STITCH" stroke-width="2"/>' +
      [130, 160, 190, 220, 250, 280]
        .map((x) => `<path d="M${x - 10} 248 V292" stroke="STITCH" stroke-width="3"/>`)
        .join('') +
      '<circle cx="200" cy="84" r="26" fill="url(#cloth)" stroke="STITCH" stroke-width="2"/>',
  ),
  scarf: garment(
    'M120 70 H280 V130 H220 V330 L200 350 L180 330 V130 H120 Z',
    [150, 180, 210, 240, 270, 300]
      .map((y) => `<path d="M180 ${y} H220" stroke="STITCH" stroke-width="3"/>`)
      .join('') +
      [184, 196, 208, 216].map((x) => `<path d="M${x} 336 V360" stroke="STITCH" stroke-width="3"/>`).join(''),
  ),
  gloves: garment(
    'M80 330 V170 Q80 150 95 150 Q110 150 110 170 V120 Q110 100 125 100 Q140 100 140 120 V110 Q140 92 155 92 Q170 92 170 110 V130 Q170 112 185 112 Q198 112 198 132 V330 Z',
    '<path d="M80 300 H198" stroke="STITCH" stroke-width="3" stroke-dasharray="6 4"/><path d="M320 330 V170 Q320 150 305 150 Q290 150 290 170 V120 Q290 100 275 100 Q260 100 260 120 V110 Q260 92 245 92 Q230 92 230 110 V130 Q230 112 215 112 Q202 112 202 132 V330 Z" fill="url(#cloth)" stroke="STITCH" stroke-width="2"/>',
  ),
};

const keyboard: Draw = (paint) => ({
  defs: [metal('body', paint.tint)],
  body: [
    floorShadow(200, 300, 170),
    '<rect x="40" y="150" width="320" height="130" rx="14" fill="url(#body)" stroke="rgba(0,0,0,0.25)"/>',
    ...[0, 1, 2, 3].flatMap((row) =>
      Array.from(
        { length: 12 },
        (_, col) =>
          `<rect x="${56 + col * 24}" y="${166 + row * 26}" width="20" height="20" rx="4" fill="rgba(255,255,255,0.85)" stroke="rgba(0,0,0,0.2)"/>`,
      ),
    ),
  ].join(''),
});

const mouse: Draw = (paint) => ({
  defs: [metal('body', paint.tint)],
  body: [
    floorShadow(200, 330, 80),
    '<path d="M200 70 Q290 70 290 200 Q290 320 200 320 Q110 320 110 200 Q110 70 200 70 Z" fill="url(#body)" stroke="rgba(0,0,0,0.25)"/>',
    '<path d="M200 80 V160" stroke="rgba(0,0,0,0.2)" stroke-width="3"/>',
  ].join(''),
});

const tracker: Draw = (paint) => ({
  defs: [metal('body', paint.tint)],
  body: [
    floorShadow(200, 300, 100),
    '<circle cx="200" cy="190" r="100" fill="url(#body)" stroke="rgba(0,0,0,0.2)"/>',
    '<circle cx="200" cy="190" r="70" fill="rgba(255,255,255,0.9)"/>',
    '<path d="M185 175 Q200 150 215 175 Q215 200 200 205 Q185 200 185 175 Z" fill="#1a1a1a"/>',
  ].join(''),
});

const laptop: Draw = (paint) => ({
  defs: [
    metal('body', paint.tint),
    linear('screen', [
      [0, '#2f5fb3'],
      [0.5, '#8a4fd8'],
      [1, '#ff7a59'],
    ]),
  ],
  body: [
    floorShadow(200, 318, 175),
    '<rect x="80" y="80" width="240" height="160" rx="10" fill="#15171b"/>',
    '<rect x="90" y="90" width="220" height="140" rx="4" fill="url(#screen)"/>',
    '<path d="M90 200 Q160 150 310 190 V230 H90 Z" fill="rgba(255,255,255,0.18)"/>',
    '<path d="M40 246 H360 L340 300 Q336 308 326 308 H74 Q64 308 60 300 Z" fill="url(#body)"/>',
    '<rect x="40" y="240" width="320" height="10" rx="4" fill="url(#body)"/>',
    '<rect x="170" y="252" width="60" height="6" rx="3" fill="rgba(0,0,0,0.2)"/>',
  ].join(''),
});

const desktop: Draw = (paint) => ({
  defs: [
    metal('body', paint.tint),
    linear('screen', [
      [0, '#00a6a6'],
      [0.5, '#2f5fb3'],
      [1, '#8a4fd8'],
    ]),
  ],
  body: [
    floorShadow(200, 340, 110),
    '<path d="M170 270 H230 L246 336 H154 Z" fill="url(#body)"/>',
    '<rect x="60" y="60" width="280" height="220" rx="14" fill="url(#body)"/>',
    '<rect x="72" y="72" width="256" height="160" rx="4" fill="#15171b"/>',
    '<rect x="76" y="76" width="248" height="152" rx="2" fill="url(#screen)"/>',
    '<circle cx="200" cy="256" r="8" fill="rgba(0,0,0,0.15)"/>',
  ].join(''),
});

const tablet: Draw = (paint) => ({
  defs: [
    metal('body', paint.tint),
    linear(
      'screen',
      [
        [0, '#ff7a59'],
        [1, '#8a4fd8'],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 344, 120),
    '<rect x="100" y="50" width="200" height="290" rx="22" fill="url(#body)"/>',
    '<rect x="112" y="66" width="176" height="258" rx="10" fill="#15171b"/>',
    '<rect x="116" y="70" width="168" height="250" rx="8" fill="url(#screen)"/>',
    ...[0, 1, 2, 3, 4, 5].map(
      (i) =>
        `<rect x="${132 + (i % 3) * 50}" y="${100 + Math.floor(i / 3) * 56}" width="36" height="36" rx="9" fill="rgba(255,255,255,0.55)"/>`,
    ),
  ].join(''),
});

const ebook: Draw = (paint) => ({
  defs: [
    linear(
      'reader',
      [
        [0, '#3a3d44'],
        [1, '#15171b'],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 344, 120),
    '<rect x="110" y="50" width="180" height="280" rx="16" fill="url(#reader)"/>',
    '<rect x="124" y="68" width="152" height="222" rx="4" fill="#f3f1ea"/>',
    ...[0, 1, 2, 3, 4, 5, 6, 7].map(
      (i) =>
        `<rect x="138" y="${90 + i * 22}" width="${(i * 37) % 40 > 20 ? 100 : 124}" height="6" rx="3" fill="#9a978f"/>`,
    ),
    `<circle cx="290" cy="300" r="34" fill="${paint.accent}"/><path d="M290 282 V312 M278 300 L290 314 L302 300" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  ].join(''),
});

const magazine: Draw = (paint) => ({
  defs: [
    linear(
      'coverm',
      [
        [0, shade(paint.accent, 0.1)],
        [1, shade(paint.accent, -0.35)],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 344, 120),
    '<rect x="130" y="62" width="180" height="270" rx="4" fill="#e4e2dc" transform="rotate(5 220 197)"/>',
    '<rect x="110" y="60" width="180" height="270" rx="4" fill="url(#coverm)"/>',
    text(200, 110, 'DIGI', { size: 44, fill: '#fff', spacing: 4 }),
    '<circle cx="200" cy="210" r="58" fill="rgba(255,255,255,0.25)"/><circle cx="200" cy="210" r="30" fill="rgba(255,255,255,0.5)"/>',
    '<rect x="130" y="290" width="100" height="8" rx="4" fill="#fff"/><rect x="130" y="306" width="70" height="8" rx="4" fill="rgba(255,255,255,0.7)"/>',
  ].join(''),
});

const software: Draw = (paint) => ({
  defs: [
    linear('sbox', [
      [0, shade(paint.accent, 0.15)],
      [1, shade(paint.accent, -0.4)],
    ]),
    linear('side', [
      [0, shade(paint.accent, -0.45)],
      [1, shade(paint.accent, -0.6)],
    ]),
  ],
  body: [
    floorShadow(200, 344, 130),
    '<path d="M270 70 L300 90 V338 L270 326 Z" fill="url(#side)"/>',
    '<rect x="100" y="70" width="170" height="256" rx="4" fill="url(#sbox)"/>',
    '<circle cx="185" cy="160" r="44" fill="rgba(255,255,255,0.9)"/>',
    `<circle cx="170" cy="160" r="16" fill="none" stroke="${shade(paint.accent, -0.3)}" stroke-width="7"/><path d="M184 160 H212 M202 160 V174 M212 160 V170" stroke="${shade(paint.accent, -0.3)}" stroke-width="7" stroke-linecap="round"/>`,
    text(185, 250, 'LICENCE', { size: 22, fill: '#fff', spacing: 2 }),
    text(185, 280, '1 user · 12 mo', { size: 14, fill: 'rgba(255,255,255,0.85)', weight: 500 }),
  ].join(''),
});

function playScreen(caption: string): Draw {
  return (paint) => ({
    defs: [
      linear('scr', [
        [0, shade(paint.accent, -0.1)],
        [1, shade(paint.accent, -0.55)],
      ]),
    ],
    body: [
      floorShadow(200, 330, 150),
      '<rect x="50" y="80" width="300" height="200" rx="14" fill="#15171b"/>',
      '<rect x="62" y="92" width="276" height="166" rx="6" fill="url(#scr)"/>',
      '<circle cx="200" cy="175" r="42" fill="rgba(255,255,255,0.9)"/><path d="M186 152 L226 175 L186 198 Z" fill="#15171b"/>',
      '<rect x="62" y="266" width="276" height="6" rx="3" fill="#3a3d44"/><rect x="62" y="266" width="110" height="6" rx="3" fill="#ff4b32"/>',
      text(200, 318, caption, { size: 18, fill: shade(paint.accent, -0.5) }),
    ].join(''),
  });
}

const cardboardBox: Draw = () => ({
  defs: [
    linear(
      'cb-front',
      [
        [0, '#d9a066'],
        [1, '#b57d45'],
      ],
      'vertical',
    ),
    linear(
      'cb-top',
      [
        [0, '#ecc08a'],
        [1, '#d9a066'],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 336, 150),
    '<path d="M70 150 L200 110 L330 150 L200 190 Z" fill="url(#cb-top)"/>',
    '<path d="M70 150 L200 190 V330 L70 290 Z" fill="url(#cb-front)"/><path d="M330 150 L200 190 V330 L330 290 Z" fill="#a8733f"/>',
    '<path d="M135 130 L265 170" stroke="#c9a27a" stroke-width="14"/>',
    '<path d="M95 215 l40 12 M95 235 l28 8" stroke="#7a4f25" stroke-width="4"/>',
  ].join(''),
});

const pallet: Draw = () => ({
  defs: [
    linear(
      'wood',
      [
        [0, '#d8b27c'],
        [1, '#a97d47'],
      ],
      'vertical',
    ),
    linear(
      'cb-front',
      [
        [0, '#d9a066'],
        [1, '#b57d45'],
      ],
      'vertical',
    ),
  ],
  body: [
    floorShadow(200, 346, 170),
    '<rect x="40" y="300" width="320" height="14" fill="url(#wood)"/><rect x="40" y="326" width="320" height="14" fill="url(#wood)"/>',
    ...[50, 185, 320].map((x) => `<rect x="${x}" y="312" width="30" height="16" fill="#8a6235"/>`),
    ...[0, 1, 2].flatMap((col) =>
      [0, 1].map(
        (row) =>
          `<rect x="${52 + col * 100}" y="${198 - row * 96}" width="96" height="94" rx="2" fill="url(#cb-front)" stroke="#8a5a2b" stroke-width="2"/><rect x="${92 + col * 100}" y="${198 - row * 96}" width="16" height="94" fill="#c9a27a"/>`,
      ),
    ),
  ].join(''),
});

/** The drawing of each product kind (the `kind` of the catalogue's image paths). */
export const productArt: Record<string, Draw> = {
  aa: cells('AA', 62, 200),
  aaa: cells('AAA', 46, 190),
  cd: cells('D', 92, 170),
  coin,
  '9v': nineVolt,
  car: boxBattery({
    width: 260,
    height: 170,
    label: '12V 74Ah',
    sub: 'EN 680A · AGM',
    caseColour: '#2b2b2e',
  }),
  moto: boxBattery({ width: 170, height: 190, label: '12V 12Ah', sub: 'YTX14-BS', caseColour: '#3a3a40' }),
  leisure: boxBattery({
    width: 250,
    height: 190,
    label: 'DEEP CYCLE',
    sub: '12V 110Ah',
    caseColour: '#1f3b63',
  }),
  charger,
  powerbank,
  jumpstarter,
  gift: giftBox,
  manual,
  cable,
  shampoo: bottle('SHAMPOO', true),
  conditioner: conditionerTube,
  styling: stylingJar,
  tool: hairTool,
  ...garments,
  keyboard,
  mouse,
  tracker,
  laptop,
  desktop,
  tablet,
  ebook,
  magazine,
  software,
  course: playScreen('ONLINE COURSE'),
  video: playScreen('VIDEO'),
  box: cardboardBox,
  pallet,
};
