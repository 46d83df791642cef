import { defaultShopConfig } from '@kauppa/config';
import { colourSlug } from '../images/colours.ts';
import { brands } from './brands.ts';
import { createRandom, type Random, slugify } from './random.ts';
import {
  type AxisCode,
  type BrandRecipe,
  batteryRecipe,
  type CategoryRecipe,
  clothingRecipe,
  hairRecipe,
  macRecipe,
  type ProductTemplate,
  wholesaleRecipe,
} from './recipes.ts';

type Doc = Record<string, unknown>;

/** The generated documents of one brand, per search entity type. */
export interface BrandCatalog {
  brand: string;
  entities: {
    product: Doc[];
    category: Doc[];
    attribute: Doc[];
    taxrule: Doc[];
    cms_page: Doc[];
    cms_block: Doc[];
    cms_faq: Doc[];
    cms_faq_category: Doc[];
    cms_hierarchy: Doc[];
    url_rewrite: Doc[];
  };
}

/** A coupon rule of the reference server. */
export interface CouponRule {
  code: string;
  type: 'percent' | 'fixed';
  amount: number;
  from?: string;
  to?: string;
  minSubtotal?: number;
}

/** Options of {@link generateCatalog}. */
export interface GenerateOptions {
  /** @default 20260101 */
  seed?: number;
  /** The date special price windows are relative to. @default '2026-01-01T00:00:00Z' */
  seedDate?: string;
  /** Products of the battery shop. @default 2000 */
  batteryProducts?: number;
}

/** Tax rates by product tax class (Finland): 25.5 % standard, 14 % and 10 % reduced. */
export const taxRates: Record<number, number> = { 2: 25.5, 11: 14, 12: 10 };
/** Customer tax classes: registered customers and guests. */
export const customerTaxClasses = { registered: 3, guest: 5 } as const;

/** The coupons of the demo shop. */
export const coupons: readonly CouponRule[] = [
  { code: 'KAUPPA10', type: 'percent', amount: 10 },
  { code: 'UUTISKIRJE10', type: 'percent', amount: defaultShopConfig.engagement.newsletterCouponPercent },
  { code: 'VIISI', type: 'fixed', amount: 5, minSubtotal: 20 },
  { code: 'SYKSY2025', type: 'percent', amount: 20, from: '2025-09-01', to: '2025-11-30' },
];

interface AxisOption {
  id: number;
  fi: string;
  en: string;
}

const axisAttributes: Record<AxisCode, { id: number; fi: string; en: string; options: AxisOption[] }> = {
  color: {
    id: 93,
    fi: 'Väri',
    en: 'Colour',
    options: [
      { id: 49, fi: 'Musta', en: 'Black' },
      { id: 50, fi: 'Valkoinen', en: 'White' },
      { id: 51, fi: 'Punainen', en: 'Red' },
      { id: 52, fi: 'Sininen', en: 'Blue' },
      { id: 53, fi: 'Vihreä', en: 'Green' },
      { id: 54, fi: 'Harmaa', en: 'Grey' },
      { id: 55, fi: 'Tähtiharmaa', en: 'Space Grey' },
      { id: 56, fi: 'Hopea', en: 'Silver' },
    ],
  },
  size: {
    id: 142,
    fi: 'Koko',
    en: 'Size',
    options: ['XS', 'S', 'M', 'L', 'XL'].map((s, i) => ({ id: 167 + i, fi: s, en: s })),
  },
  pack_size: {
    id: 200,
    fi: 'Pakkauskoko',
    en: 'Pack size',
    options: ['1', '2', '4', '8', '12', '24'].map((s, i) => ({
      id: 201 + i,
      fi: `${s} kpl`,
      en: `${s} pcs`,
    })),
  },
  voltage: {
    id: 210,
    fi: 'Jännite',
    en: 'Voltage',
    options: ['6 V', '12 V', '24 V'].map((s, i) => ({ id: 211 + i, fi: s, en: s })),
  },
  storage: {
    id: 220,
    fi: 'Tallennustila',
    en: 'Storage',
    options: ['256 Gt', '512 Gt', '1 Tt', '2 Tt'].map((s, i) => ({ id: 221 + i, fi: s, en: s })),
  },
};

const DAY = 86_400_000;

function formatDate(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A shelf price including tax: ends in .90 (or a whole euro for big items). */
function shelfPrice(rng: Random, [min, max]: readonly [number, number]): number {
  if (max <= 0) return 0;
  const raw = min + rng.next() * (max - min);
  if (raw < 1) return 0;
  return raw > 100 ? Math.round(raw) - 0.1 : Math.floor(raw) + 0.9;
}

function priceFields(priceInclTax: number, taxClass: number) {
  const rate = taxRates[taxClass] ?? 25.5;
  const price = round2(priceInclTax / (1 + rate / 100));
  return {
    price,
    price_incl_tax: priceInclTax,
    price_tax: round2(priceInclTax - price),
    original_price: price,
    original_price_incl_tax: priceInclTax,
    original_price_tax: round2(priceInclTax - price),
    final_price: price,
    final_price_incl_tax: priceInclTax,
    final_price_tax: round2(priceInclTax - price),
    original_final_price: price,
    tax_class_id: taxClass,
  };
}

interface CategoryNode {
  doc: Doc;
  recipe: CategoryRecipe;
  children: CategoryNode[];
  ancestors: number[];
}

const homeLists = {
  fi: [
    ['Uusi mallisto', 'new-collection'],
    ['Bestsellerit', 'bestsellers'],
    ['Uutuudet', 'new'],
    ['Suositellut', 'featured'],
    ['Outlet', 'outlet'],
    ['Kampanjat', 'promo'],
  ],
  en: [
    ['New collection', 'new-collection'],
    ['Bestsellers', 'bestsellers'],
    ['New', 'new'],
    ['Featured', 'featured'],
    ['Outlet', 'outlet'],
    ['Promo', 'promo'],
  ],
} as const;

function generateBrand(
  recipe: BrandRecipe,
  seed: number,
  seedMs: number,
  nextProductId: { value: number },
): BrandCatalog {
  const rng = createRandom(seed);
  const entry = brands.find((b) => b.id === recipe.brand)!;
  const fi = recipe.language === 'fi';
  const categories: CategoryNode[] = [];
  let nextCategoryId = 3;
  const root: Doc = {
    id: 2,
    parent_id: 1,
    name: fi ? 'Oletuskategoria' : 'Default Category',
    is_active: true,
    level: 1,
    position: 1,
    path: '1/2',
    url_key: 'root',
    url_path: '',
    slug: 'root',
    include_in_menu: 0,
    children_data: [],
  };

  const build = (
    recipes: readonly CategoryRecipe[],
    parent: Doc,
    ancestors: number[],
    parentPath: string,
    level: number,
  ) => {
    const nodes: CategoryNode[] = [];
    recipes.forEach((child, index) => {
      const id = nextCategoryId++;
      const urlKey = slugify(child.name);
      const urlPath = parentPath ? `${parentPath}/${urlKey}` : urlKey;
      const doc: Doc = {
        id,
        parent_id: parent.id,
        name: child.name,
        is_active: true,
        level,
        position: index + 1,
        path: `${parent.path as string}/${id}`,
        url_key: urlKey,
        url_path: urlPath,
        slug: urlKey,
        include_in_menu: 1,
        image: `/assets/categories/${recipe.brand}/${urlKey}.svg`,
        description: child.name,
        meta_description: `${child.name} – ${entry.storeName}`,
        available_filters: child.filters ?? 'price',
        product_count: 0,
        children_count: 0,
      };
      const node: CategoryNode = { doc, recipe: child, children: [], ancestors: [...ancestors, id] };
      categories.push(node);
      node.children = child.children ? build(child.children, doc, node.ancestors, urlPath, level + 1) : [];
      nodes.push(node);
    });
    return nodes;
  };
  const top = build(recipe.tree, root, [], '', 2);
  const listCategories = homeLists[recipe.language].map(([name, key], index) => {
    const id = nextCategoryId++;
    const doc: Doc = {
      id,
      parent_id: 2,
      name,
      is_active: true,
      level: 2,
      position: 100 + index,
      path: `1/2/${id}`,
      url_key: key,
      url_path: key,
      slug: key,
      include_in_menu: 0,
      available_filters: 'price',
      product_count: 0,
      children_count: 0,
    };
    categories.push({ doc, recipe: { name }, children: [], ancestors: [id] });
    return { key, doc };
  });

  const leaves = categories.filter((c) => c.recipe.template && c.children.length === 0);
  const products: Doc[] = [];
  const simples: Doc[] = [];
  const deferred: Array<{ doc: Doc; type: 'bundle' | 'grouped' }> = [];
  const usedKeys = new Set<string>();

  for (let k = 0; k < recipe.products; k++) {
    const leaf = leaves[k % leaves.length]!;
    const template = leaf.recipe.template as ProductTemplate;
    const id = nextProductId.value++;
    const typeIndex = weighted(rng, template.types);
    const type = (['simple', 'configurable', 'bundle', 'grouped', 'downloadable', 'virtual'] as const)[
      typeIndex
    ];
    const maker = rng.pick(template.makers);
    // Picked in the order the name reads them, so the generated catalogue stays the same.
    const series = rng.pick(template.series);
    const noun = rng.pick(template.nouns);
    const name = `${maker} ${series} ${noun} ${rng.pick(template.specs)}`;
    const kind = template.nounKinds?.[noun] ?? template.kind;
    let urlKey = slugify(name);
    if (usedKeys.has(urlKey)) urlKey = `${urlKey}-${id}`;
    usedKeys.add(urlKey);
    const sku = `${entry.skuPrefix}-${String(id).padStart(6, '0')}`;
    const taxClass = template.taxClass ?? 2;
    const priceInclTax = shelfPrice(rng, template.price);
    const createdMs = seedMs - rng.int(1, 400) * DAY;
    const physical = type !== 'downloadable' && type !== 'virtual';
    const outOfStock = rng.chance(0.06);
    const qty = outOfStock ? 0 : physical ? rng.int(1, 250) : 9999;
    const listIds = listCategories.filter(() => rng.chance(0.05)).map((l) => l.doc.id as number);
    const categoryIds = [...leaf.ancestors, ...listIds];
    const doc: Doc = {
      id,
      sku,
      name,
      type_id: type,
      ...priceFields(priceInclTax, taxClass),
      special_price: null,
      special_price_incl_tax: null,
      special_from_date: null,
      special_to_date: null,
      status: rng.chance(0.01) ? 2 : 1,
      visibility: 4,
      image: `/assets/products/${recipe.brand}/${kind}.svg`,
      small_image: `/assets/products/${recipe.brand}/${kind}.svg`,
      thumbnail: `/assets/products/${recipe.brand}/${kind}.svg`,
      media_gallery: [
        { image: `/assets/products/${recipe.brand}/${kind}.svg`, typ: 'image', pos: 1, lab: name },
        ...(rng.chance(0.05)
          ? [
              {
                image: `/assets/products/${recipe.brand}/video.svg`,
                typ: 'video',
                pos: 2,
                vid: { video_id: `demo-${id}`, type: 'youtube' },
              },
            ]
          : []),
      ],
      stock: { is_in_stock: !outOfStock, qty, product_id: id, manage_stock: physical },
      category: categoryIds.map((cid) => ({ category_id: cid, name: categoryName(categories, cid) })),
      category_ids: categoryIds,
      url_key: urlKey,
      url_path: `${leaf.doc.url_path as string}/${urlKey}`,
      slug: urlKey,
      short_description: template.description,
      description: `<p>${template.description}</p><p>${name}.</p>`,
      valmistaja: maker,
      saatavuus: outOfStock ? (fi ? 'Tilaustuote' : 'On order') : fi ? 'Varastossa' : 'In stock',
      erp: `ERP-${recipe.brand.toUpperCase()}-${id}`,
      new: createdMs > seedMs - 30 * DAY ? 1 : 0,
      sale: 0,
      created_at: formatDate(createdMs),
      updated_at: formatDate(createdMs + rng.int(0, 30) * DAY),
      sort_qty: qty,
      weight: physical ? round2(0.05 + rng.next() * 10) : 0,
    };
    const windowKind = rng.next();
    if (windowKind < 0.2 && priceInclTax > 1) {
      const special =
        Math.floor(priceInclTax * 0.8) + 0.9 < priceInclTax
          ? Math.floor(priceInclTax * 0.8) + 0.9
          : round2(priceInclTax * 0.8);
      const rate = taxRates[taxClass] ?? 25.5;
      const which = windowKind < 0.1 ? 'current' : windowKind < 0.15 ? 'expired' : 'future';
      const [from, to] =
        which === 'current'
          ? [seedMs - 30 * DAY, seedMs + 3650 * DAY]
          : which === 'expired'
            ? [seedMs - 200 * DAY, seedMs - DAY]
            : [seedMs + 3650 * DAY, seedMs + 4000 * DAY];
      doc.special_price = round2(special / (1 + rate / 100));
      doc.special_price_incl_tax = special;
      doc.original_special_price = doc.special_price;
      doc.special_from_date = formatDate(from);
      doc.special_to_date = formatDate(to);
      doc.sale = which === 'current' ? 1 : 0;
    }
    if (type === 'configurable' && template.axes)
      addChildren(rng, doc, template.axes, recipe.language, priceInclTax, taxClass);
    if (type === 'downloadable')
      doc.downloadable_links = [
        { id: id * 10, title: fi ? 'Lataa (PDF)' : 'Download (PDF)', link_url: `/downloads/${sku}.pdf` },
      ];
    if (type === 'bundle' || type === 'grouped') deferred.push({ doc, type });
    if (type === 'simple') simples.push(doc);
    products.push(doc);
  }

  for (const { doc, type } of deferred) {
    if (simples.length < 2) {
      doc.type_id = 'simple';
      continue;
    }
    const picks = [
      simples[rng.int(0, simples.length - 1)]!,
      simples[rng.int(0, simples.length - 1)]!,
      simples[rng.int(0, simples.length - 1)]!,
    ];
    if (type === 'grouped') {
      const unique = [...new Map(picks.map((p) => [p.sku, p])).values()];
      doc.product_links = unique.map((p, position) => ({
        sku: doc.sku,
        link_type: 'associated',
        linked_product_sku: p.sku,
        linked_product_type: 'simple',
        qty: 1,
        position,
      }));
      const sum = round2(unique.reduce((s, p) => s + (p.price_incl_tax as number), 0));
      Object.assign(doc, priceFields(sum, doc.tax_class_id as number));
    } else {
      doc.bundle_options = picks.slice(0, 2).map((p, index) => {
        const alternative = simples[rng.int(0, simples.length - 1)]!;
        return {
          option_id: (doc.id as number) * 10 + index,
          title: fi ? `Valinta ${index + 1}` : `Option ${index + 1}`,
          required: true,
          type: 'select',
          position: index + 1,
          sku: doc.sku,
          product_links: [p, alternative].map((s, k) => ({
            id: s.id,
            sku: s.sku,
            qty: 1,
            is_default: k === 0,
            price: s.price_incl_tax,
            price_type: null,
            can_change_quantity: 1,
            position: k + 1,
          })),
        };
      });
      const sum = round2(picks.slice(0, 2).reduce((s, p) => s + (p.price_incl_tax as number), 0));
      Object.assign(doc, priceFields(sum, doc.tax_class_id as number));
    }
  }

  const byId = new Map(categories.map((c) => [c.doc.id as number, c]));
  for (const product of products)
    for (const cid of product.category_ids as number[]) {
      const node = byId.get(cid);
      if (node) node.doc.product_count = (node.doc.product_count as number) + 1;
    }
  const nest = (node: CategoryNode): Doc => ({
    ...node.doc,
    children_count: node.children.length,
    children_data: node.children.map(nest),
  });
  const categoryDocs = categories.map(nest);
  root.children_data = top.map(nest);
  root.children_count = top.length;
  root.product_count = products.length;

  return {
    brand: recipe.brand,
    entities: {
      product: products,
      category: [root, ...categoryDocs],
      attribute: attributes(recipe.language),
      taxrule: taxRules(),
      ...content(recipe.brand, entry.storeName, recipe.language, categoryDocs),
    },
  };
}

function categoryName(categories: CategoryNode[], id: number): string {
  return (categories.find((c) => c.doc.id === id)?.doc.name as string | undefined) ?? '';
}

function weighted(rng: Random, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return 0;
}

/**
 * A configurable child's images: in its colour (`{kind}-{colour}.svg`) when colour is one of its
 * axes, else the parent's.
 */
function childImages(doc: Doc, chosen: ReadonlyArray<{ axis: AxisCode }>, combo: readonly AxisOption[]): Doc {
  const k = chosen.findIndex((c) => c.axis === 'color');
  if (k < 0) return { image: doc.image, thumbnail: doc.thumbnail, small_image: doc.small_image };
  const image = (doc.image as string).replace(/\.svg$/, `-${colourSlug(combo[k]!.en)}.svg`);
  return { image, thumbnail: image, small_image: image };
}

function addChildren(
  rng: Random,
  doc: Doc,
  axes: readonly AxisCode[],
  language: 'fi' | 'en',
  priceInclTax: number,
  taxClass: number,
) {
  const chosen = axes.map((axis) => {
    const options = axisAttributes[axis].options;
    const start = rng.int(0, Math.max(0, options.length - 3));
    const count = axes.length > 1 ? 2 : rng.int(2, 3);
    return { axis, values: options.slice(start, start + count) };
  });
  doc.configurable_options = chosen.map(({ axis, values }, position) => ({
    id: (doc.id as number) * 10 + position,
    attribute_id: axisAttributes[axis].id,
    attribute_code: axis,
    label: axisAttributes[axis][language],
    position,
    values: values.map((v) => ({ value_index: v.id, label: v[language] })),
  }));
  const combos: AxisOption[][] = chosen.reduce<AxisOption[][]>(
    (acc, { values }) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])),
    [[]],
  );
  const parentStock = doc.stock as { is_in_stock: boolean; qty: number };
  doc.configurable_children = combos.map((combo, index) => {
    const sku = `${doc.sku as string}-${combo.map((o) => o.id).join('-')}`;
    const childPrice =
      chosen[0]?.axis === 'pack_size'
        ? Math.max(0.9, Math.floor((priceInclTax * (index + 1)) / 2) + 0.9)
        : priceInclTax + index * (priceInclTax > 200 ? 100 : 0);
    const qty = parentStock.is_in_stock ? rng.int(0, 60) : 0;
    const child: Doc = {
      id: 100_000_000 + (doc.id as number) * 100 + index,
      sku,
      name: `${doc.name as string} ${combo.map((o) => o[language]).join(' ')}`,
      type_id: 'simple',
      status: 1,
      visibility: 1,
      ...priceFields(round2(childPrice), taxClass),
      special_price: null,
      ...childImages(doc, chosen, combo),
      url_key: `${doc.url_key as string}-${index}`,
      stock: { is_in_stock: qty > 0, qty, product_id: 100_000_000 + (doc.id as number) * 100 + index },
      custom_attributes: chosen.map(({ axis }, k) => ({ attribute_code: axis, value: String(combo[k]!.id) })),
    };
    chosen.forEach(({ axis }, k) => {
      child[axis] = combo[k]!.id;
    });
    return child;
  });
  chosen.forEach(({ axis }) => {
    doc[`${axis}_options`] = [...new Set(combos.map((c) => c[chosen.findIndex((x) => x.axis === axis)]!.id))];
  });
  const gallery = doc.media_gallery as Doc[];
  const colourImages = new Set(
    (doc.configurable_children as Doc[]).map((c) => c.image as string).filter((i) => i !== doc.image),
  );
  for (const image of colourImages)
    gallery.push({ image, typ: 'image', pos: gallery.length + 1, lab: doc.name as string });
  const children = doc.configurable_children as Array<{ stock: { qty: number; is_in_stock: boolean } }>;
  const total = children.reduce((s, c) => s + c.stock.qty, 0);
  doc.stock = { ...parentStock, qty: total, is_in_stock: children.some((c) => c.stock.is_in_stock) };
  doc.sort_qty = total;
}

function attributes(language: 'fi' | 'en'): Doc[] {
  const axes = (Object.keys(axisAttributes) as AxisCode[]).map((code) => ({
    attribute_id: axisAttributes[code].id,
    attribute_code: code,
    frontend_label: axisAttributes[code][language],
    frontend_input: 'select',
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: true,
    is_filterable: true,
    options: axisAttributes[code].options.map((o) => ({ value: String(o.id), label: o[language] })),
  }));
  const text = (id: number, code: string, fi: string, en: string, comparable: boolean) => ({
    attribute_id: id,
    attribute_code: code,
    frontend_label: language === 'fi' ? fi : en,
    frontend_input: 'text',
    is_user_defined: true,
    is_visible: true,
    is_visible_on_front: true,
    is_comparable: comparable,
    is_filterable: code === 'valmistaja',
    options: [],
  });
  return [
    ...axes,
    text(230, 'valmistaja', 'Valmistaja', 'Manufacturer', true),
    text(231, 'saatavuus', 'Saatavuus', 'Availability', false),
    text(232, 'erp', 'ERP-koodi', 'ERP code', false),
    text(73, 'name', 'Nimi', 'Name', false),
    { ...text(77, 'price', 'Hinta', 'Price', true), frontend_input: 'price', is_filterable: true },
  ];
}

function taxRules(): Doc[] {
  return Object.entries(taxRates).map(([productClass, rate], index) => ({
    id: index + 1,
    code: `FI ${rate} %`,
    priority: 0,
    position: index,
    product_tax_class_ids: [Number(productClass)],
    customer_tax_class_ids: [customerTaxClasses.registered, customerTaxClasses.guest],
    rates: [
      {
        id: index + 1,
        rate,
        tax_country_id: 'FI',
        tax_region_id: 0,
        region_name: null,
        code: `FI-${rate}`,
        tax_postcode: '*',
      },
    ],
  }));
}

function content(brand: string, storeName: string, language: 'fi' | 'en', categoryDocs: Doc[]) {
  const fi = language === 'fi';
  const pages = [
    [
      'about',
      fi ? 'Tietoa meistä' : 'About us',
      fi ? `${storeName} on suomalainen verkkokauppa.` : `${storeName} is a Finnish online shop.`,
    ],
    [
      'contact',
      fi ? 'Ota yhteyttä' : 'Contact us',
      fi
        ? 'Asiakaspalvelu palvelee arkisin 9–17, asiakaspalvelu@kauppa.example.'
        : 'Customer service: weekdays 9–17, service@kauppa.example.',
    ],
    [
      'terms',
      fi ? 'Toimitusehdot' : 'Terms and conditions',
      fi
        ? 'Toimitusaika on 1–3 arkipäivää. Palautusoikeus 14 päivää.'
        : 'Delivery in 1–3 working days. 14-day right of return.',
    ],
    [
      'privacy',
      fi ? 'Tietosuojaseloste' : 'Privacy policy',
      fi
        ? 'Käsittelemme henkilötietoja vain tilauksen toimittamiseen.'
        : 'We process personal data only to deliver your order.',
    ],
  ] as const;
  const cms_page = pages.map(([identifier, title, text], index) => ({
    id: index + 1,
    identifier,
    title,
    content: `<h1>${title}</h1><p>${text}</p>`,
    content_heading: title,
    meta_title: `${title} | ${storeName}`,
    meta_description: text,
    meta_keywords: identifier,
    store_id: 1,
    active: true,
  }));
  const blocks = [
    [
      'footer-links',
      fi ? 'Alatunnisteen linkit' : 'Footer links',
      '<ul><li><a href="/i/about">About</a></li><li><a href="/i/terms">Terms</a></li></ul>',
    ],
    [
      'home-intro',
      fi ? 'Etusivun esittely' : 'Home intro',
      `<p>${fi ? 'Tervetuloa' : 'Welcome to'} ${storeName}!</p>`,
    ],
    [
      'newsletter-popup',
      fi ? 'Uutiskirje' : 'Newsletter',
      fi ? '<p>Tilaa uutiskirje ja saat 10 % alennuksen.</p>' : '<p>Subscribe and get 10% off.</p>',
    ],
  ] as const;
  const cms_block = blocks.map(([identifier, title, html], index) => ({
    id: index + 1,
    identifier,
    title,
    content: html,
    store_id: 1,
    active: true,
  }));
  const faqCategories = fi
    ? [
        ['tilaaminen', 'Tilaaminen'],
        ['toimitus', 'Toimitus'],
        ['palautukset', 'Palautukset'],
      ]
    : [
        ['ordering', 'Ordering'],
        ['delivery', 'Delivery'],
        ['returns', 'Returns'],
      ];
  const cms_faq_category = faqCategories.map(([url_key, title], index) => ({
    id: index + 1,
    title,
    url_key,
    position: index + 1,
    description: title,
    store_id: 1,
  }));
  const questions = fi
    ? [
        [1, 'Miten tilaan?', 'Lisää tuotteet ostoskoriin ja siirry kassalle.'],
        [1, 'Voinko tilata ilman tunnuksia?', 'Voit, vierasasiakkaana.'],
        [1, 'Mitä maksutapoja on?', 'Postiennakko ja tilisiirto.'],
        [2, 'Paljonko toimitus maksaa?', 'Toimitus Postilla 5 € (sis. alv).'],
        [2, 'Kauanko toimitus kestää?', 'Yleensä 1–3 arkipäivää.'],
        [2, 'Toimitatteko ulkomaille?', 'Toimitamme vain Suomeen.'],
        [3, 'Miten palautan tuotteen?', 'Ota yhteyttä asiakaspalveluun 14 päivän kuluessa.'],
        [3, 'Milloin saan rahat takaisin?', 'Hyvitys maksetaan 14 päivän kuluessa.'],
      ]
    : [
        [1, 'How do I order?', 'Add products to the cart and go to checkout.'],
        [1, 'Can I order without an account?', 'Yes, as a guest.'],
        [1, 'Which payment methods are there?', 'Cash on delivery and bank transfer.'],
        [2, 'What does delivery cost?', 'Delivery with Posti costs 5 € incl. VAT.'],
        [2, 'How long does delivery take?', 'Usually 1–3 working days.'],
        [3, 'How do I return a product?', 'Contact customer service within 14 days.'],
      ];
  const cms_faq = questions.map(([category, title, answer], index) => ({
    id: index + 1,
    title,
    url_key: slugify(String(title)),
    position: index + 1,
    answer: `<p>${String(answer)}</p>`,
    category_ids: [category],
    store_id: 1,
  }));
  const cms_hierarchy = cms_page.map((page, index) => ({
    node_id: index + 1,
    identifier: page.identifier,
    label: page.title,
    request_url: `i/${page.identifier}`,
    parent_node_id: null,
    level: 1,
    sort_order: index,
    page_id: page.id,
  }));
  const first = categoryDocs[0];
  const url_rewrite: Doc[] = [
    {
      request_path: 'tarjoukset',
      target_path: 'promo',
      redirect_type: 302,
      entity_type: 'custom',
      entity_id: null,
      store_id: 1,
    },
    {
      request_path: 'vanha-kauppa',
      target_path: '',
      redirect_type: 301,
      entity_type: 'custom',
      entity_id: null,
      store_id: 1,
    },
    {
      request_path: 'tietoa',
      target_path: 'i/about',
      redirect_type: 301,
      entity_type: 'cms-page',
      entity_id: 1,
      store_id: 1,
    },
    {
      request_path: 'ehdot',
      target_path: 'i/terms',
      redirect_type: 302,
      entity_type: 'cms-page',
      entity_id: 3,
      store_id: 1,
    },
    ...(first
      ? [
          {
            request_path: `${first.url_path as string}.html`,
            target_path: first.url_path as string,
            redirect_type: 301,
            entity_type: 'category',
            entity_id: first.id,
            store_id: 1,
          },
          {
            request_path: first.url_path as string,
            target_path: `catalog/category/view/id/${String(first.id)}`,
            redirect_type: 0,
            entity_type: 'category',
            entity_id: first.id,
            store_id: 1,
          },
        ]
      : []),
  ];
  void brand;
  return { cms_page, cms_block, cms_faq, cms_faq_category, cms_hierarchy, url_rewrite };
}

/**
 * Generates the demo catalogues of the six brands, deterministically: the same options give the
 * same documents, ids and skus on every run.
 *
 * @example
 * const catalogs = generateCatalog({ batteryProducts: 50_000 });
 */
export function generateCatalog({
  seed = 20260101,
  seedDate = '2026-01-01T00:00:00Z',
  batteryProducts = 2000,
}: GenerateOptions = {}): BrandCatalog[] {
  const seedMs = Date.parse(seedDate);
  const nextProductId = { value: 1 };
  const recipes = [
    batteryRecipe(batteryProducts),
    hairRecipe,
    clothingRecipe('clothing-fi', 'fi'),
    clothingRecipe('clothing-en', 'en'),
    macRecipe,
    wholesaleRecipe,
  ];
  return recipes.map((recipe, index) => {
    // Each brand starts its ids on a round number so the battery size does not shift the others.
    nextProductId.value = index * 1_000_000 + 1;
    return generateBrand(recipe, seed + index, seedMs, nextProductId);
  });
}
