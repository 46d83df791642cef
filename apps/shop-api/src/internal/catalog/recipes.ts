/** What a leaf category sells: names, prices, product types, configurable axes. */
export interface ProductTemplate {
  kind: string;
  /** The artwork of a noun whose picture differs from the category's `kind` (issue 14.10). */
  nounKinds?: Readonly<Record<string, string>>;
  nouns: readonly string[];
  series: readonly string[];
  makers: readonly string[];
  specs: readonly string[];
  price: readonly [number, number];
  /** Weights of simple, configurable, bundle, grouped, downloadable, virtual. */
  types: readonly [number, number, number, number, number, number];
  axes?: readonly AxisCode[];
  taxClass?: number;
  description: string;
}

export type AxisCode = 'pack_size' | 'voltage' | 'color' | 'size' | 'storage';

/** A category of a recipe; leaves carry a template. */
export interface CategoryRecipe {
  name: string;
  children?: readonly CategoryRecipe[];
  template?: ProductTemplate;
  filters?: string;
}

/** The catalogue of one brand. */
export interface BrandRecipe {
  brand: string;
  language: 'fi' | 'en';
  products: number;
  tree: readonly CategoryRecipe[];
}

const batteryMakers = ['Varta', 'Duracell', 'Energizer', 'GP', 'Panasonic', 'Maxell', 'Camelion'];
const carMakers = ['Exide', 'Bosch', 'Varta', 'Yuasa', 'Optima', 'Banner'];
const t = (template: ProductTemplate) => template;

const cells = (noun: string, spec: readonly string[], kind: string, price: readonly [number, number]) =>
  t({
    kind,
    nouns: [noun],
    series: ['Longlife', 'Plus', 'Max Power', 'Industrial', 'Ultra', 'Eco', 'Pro', 'Power One', 'Recharge'],
    makers: batteryMakers,
    specs: spec,
    price,
    types: [6, 3, 0, 0, 0, 0],
    axes: ['pack_size'],
    description: 'Luotettava paristo arjen laitteisiin: kaukosäätimiin, leluihin ja taskulamppuihin.',
  });

export const batteryRecipe = (products: number): BrandRecipe => ({
  brand: 'battery',
  language: 'fi',
  products,
  tree: [
    {
      name: 'Paristot',
      filters: 'valmistaja,pack_size,price',
      children: [
        {
          name: 'AA-paristot',
          children: [
            {
              name: 'AA-alkaliparistot',
              template: cells('AA-alkaliparisto', ['LR6', '1,5 V', 'Mignon'], 'aa', [2.9, 24.9]),
            },
            {
              name: 'AA-litiumparistot',
              template: cells('AA-litiumparisto', ['FR6', '1,5 V'], 'aa', [6.9, 29.9]),
            },
            {
              name: 'AA-akkuparistot',
              template: cells('AA-akkuparisto', ['HR6', '2500 mAh', '2000 mAh'], 'aa', [8.9, 34.9]),
            },
          ],
        },
        {
          name: 'AAA-paristot',
          children: [
            {
              name: 'AAA-alkaliparistot',
              template: cells('AAA-alkaliparisto', ['LR03', '1,5 V', 'Micro'], 'aaa', [2.9, 22.9]),
            },
            {
              name: 'AAA-akkuparistot',
              template: cells('AAA-akkuparisto', ['HR03', '800 mAh', '1000 mAh'], 'aaa', [7.9, 29.9]),
            },
          ],
        },
        {
          name: 'Nappiparistot',
          template: cells(
            'nappiparisto',
            ['CR2032', 'CR2025', 'CR2016', 'LR44', 'SR626'],
            'coin',
            [1.9, 14.9],
          ),
        },
        { name: '9V-paristot', template: cells('9V-paristo', ['6LR61', '9 V'], '9v', [3.9, 19.9]) },
        { name: 'C- ja D-paristot', template: cells('paristo', ['C LR14', 'D LR20'], 'cd', [3.9, 19.9]) },
      ],
    },
    {
      name: 'Akut',
      filters: 'valmistaja,voltage,price',
      children: [
        {
          name: 'Autoakut',
          children: [
            {
              name: 'Start-stop-akut',
              template: t({
                kind: 'car',
                nouns: ['AGM-akku', 'EFB-akku'],
                series: ['Start-Stop', 'Silver Dynamic', 'S5', 'Blue Dynamic', 'Premium'],
                makers: carMakers,
                specs: ['60 Ah', '70 Ah', '80 Ah', '95 Ah'],
                price: [139, 329],
                types: [8, 1, 0, 0, 0, 0],
                axes: ['voltage'],
                description: 'Käynnistysakku start-stop-järjestelmällä varustettuihin autoihin.',
              }),
            },
            {
              name: 'Perusakut',
              template: t({
                kind: 'car',
                nouns: ['käynnistysakku', 'autoakku'],
                series: ['Classic', 'Standard', 'S4', 'Black Dynamic', 'Excell'],
                makers: carMakers,
                specs: ['44 Ah', '52 Ah', '60 Ah', '74 Ah'],
                price: [69, 179],
                types: [9, 1, 0, 0, 0, 0],
                axes: ['voltage'],
                description: 'Huoltovapaa käynnistysakku henkilöautoihin.',
              }),
            },
          ],
        },
        {
          name: 'Moottoripyöräakut',
          template: t({
            kind: 'moto',
            nouns: ['MP-akku', 'mopoakku'],
            series: ['YTX', 'YB', 'Gel', 'AGM', 'Lithium'],
            makers: ['Yuasa', 'Exide', 'Varta', 'Bosch'],
            specs: ['4 Ah', '7 Ah', '9 Ah', '12 Ah', '14 Ah'],
            price: [29, 149],
            types: [8, 2, 0, 0, 0, 0],
            axes: ['voltage'],
            description: 'Akku moottoripyöriin, mopoihin ja mönkijöihin.',
          }),
        },
        {
          name: 'Vene- ja vapaa-ajan akut',
          template: t({
            kind: 'leisure',
            nouns: ['vapaa-ajan akku', 'veneakku'],
            series: ['Dual', 'Deep Cycle', 'Leisure', 'Marine'],
            makers: carMakers,
            specs: ['80 Ah', '100 Ah', '120 Ah', '140 Ah'],
            price: [119, 399],
            types: [9, 1, 0, 0, 0, 0],
            axes: ['voltage'],
            description: 'Syväpurkausakku veneisiin ja matkailuautoihin.',
          }),
        },
      ],
    },
    {
      name: 'Laturit',
      filters: 'valmistaja,voltage,price',
      children: [
        {
          name: 'Akkulaturit',
          template: t({
            kind: 'charger',
            nouns: ['akkulaturi', 'älylaturi'],
            series: ['MXS 5.0', 'CT5', 'Genius', 'Smart', 'Pro'],
            makers: ['Ctek', 'Noco', 'Bosch', 'Biltema'],
            specs: ['4 A', '5 A', '10 A', '12 V'],
            price: [39, 249],
            types: [9, 1, 0, 0, 0, 0],
            axes: ['voltage'],
            description: 'Automaattinen akkulaturi ylläpitolataukseen.',
          }),
        },
        {
          name: 'Paristolaturit',
          template: t({
            kind: 'charger',
            nouns: ['paristolaturi', 'pikalaturi'],
            series: ['Plug', 'Eco', 'Universal', 'LCD'],
            makers: batteryMakers,
            specs: ['AA/AAA', '4-paikkainen', 'USB'],
            price: [14.9, 59.9],
            types: [10, 0, 0, 0, 0, 0],
            description: 'Laturi AA- ja AAA-akkuparistoille.',
          }),
        },
      ],
    },
    {
      name: 'Varavirtalähteet',
      filters: 'valmistaja,color,price',
      children: [
        {
          name: 'Varavirtapankit',
          template: t({
            kind: 'powerbank',
            nouns: ['varavirtapankki', 'power bank'],
            series: ['PowerCore', 'Mi', 'Slim', 'Magnetic', 'Solar'],
            makers: ['Anker', 'Xiaomi', 'Belkin', 'Varta', 'GP'],
            specs: ['10000 mAh', '20000 mAh', '5000 mAh', 'PD 65 W'],
            price: [19.9, 129],
            types: [6, 3, 0, 0, 0, 0],
            axes: ['color'],
            description: 'Kannettava varavirtalähde puhelimille ja tableteille.',
          }),
        },
        {
          name: 'Apukäynnistimet',
          template: t({
            kind: 'jumpstarter',
            nouns: ['apukäynnistin'],
            series: ['Boost', 'GB40', 'Jump'],
            makers: ['Noco', 'Ctek', 'Bosch'],
            specs: ['1000 A', '1500 A', '2000 A'],
            price: [89, 299],
            types: [10, 0, 0, 0, 0, 0],
            description: 'Litiumapukäynnistin tyhjän akun käynnistämiseen.',
          }),
        },
      ],
    },
    {
      name: 'Tarvikkeet',
      filters: 'valmistaja,price',
      children: [
        {
          name: 'Lahjapakkaukset',
          template: t({
            kind: 'gift',
            nouns: ['paristopakkaus', 'lahjasetti', 'kotitaloussetti'],
            series: ['Perhe', 'Mökki', 'Joulu', 'Kodin'],
            makers: batteryMakers,
            specs: ['AA+AAA', 'XL', 'mix'],
            price: [14.9, 69.9],
            types: [1, 0, 4, 4, 0, 0],
            description: 'Koottu pakkaus eri paristokokoja kotiin tai lahjaksi.',
          }),
        },
        {
          name: 'Käyttöohjeet',
          template: t({
            kind: 'manual',
            nouns: ['käyttöohje (PDF)', 'asennusopas (PDF)'],
            series: ['Akku', 'Laturi', 'Apukäynnistin'],
            makers: ['Ctek', 'Noco', 'Exide'],
            specs: ['FI', 'EN', 'SV'],
            price: [0, 4.9],
            types: [0, 0, 0, 0, 10, 0],
            taxClass: 11,
            description: 'Ladattava käyttöohje PDF-muodossa.',
          }),
        },
        {
          name: 'Akkukaapelit',
          template: t({
            kind: 'cable',
            nouns: ['käynnistyskaapeli', 'akkukaapeli'],
            series: ['Heavy', 'Standard', 'Pro'],
            makers: ['Biltema', 'Bosch', 'Ctek'],
            specs: ['16 mm²', '25 mm²', '35 mm²'],
            price: [9.9, 49.9],
            types: [10, 0, 0, 0, 0, 0],
            description: 'Käynnistyskaapelit pihdeillä.',
          }),
        },
      ],
    },
  ],
});

export const hairRecipe: BrandRecipe = {
  brand: 'hair',
  language: 'fi',
  products: 240,
  tree: [
    {
      name: 'Hiustenhoito',
      filters: 'valmistaja,price',
      children: [
        {
          name: 'Shampoot',
          template: t({
            kind: 'shampoo',
            nouns: ['shampoo'],
            series: ['Repair', 'Volume', 'Color Care', 'Moisture', 'Silver'],
            makers: ['Kérastase', 'Redken', 'Cutrin', 'Lumene', 'Davines', 'Joico'],
            specs: ['250 ml', '500 ml', '1000 ml'],
            price: [9.9, 44.9],
            types: [8, 0, 2, 0, 0, 0],
            description: 'Ammattilaistason shampoo päivittäiseen käyttöön.',
          }),
        },
        {
          name: 'Hoitoaineet',
          template: t({
            kind: 'conditioner',
            nouns: ['hoitoaine', 'hiusnaamio'],
            series: ['Repair', 'Smooth', 'Color Care', 'Moisture'],
            makers: ['Kérastase', 'Redken', 'Cutrin', 'Davines'],
            specs: ['200 ml', '500 ml'],
            price: [11.9, 49.9],
            types: [8, 0, 2, 0, 0, 0],
            description: 'Hoitoaine, joka kosteuttaa ja helpottaa selvittämistä.',
          }),
        },
      ],
    },
    {
      name: 'Muotoilu',
      filters: 'valmistaja,price',
      children: [
        {
          name: 'Muotoilutuotteet',
          template: t({
            kind: 'styling',
            nouns: ['hiusvaha', 'hiuslakka', 'muotoiluvaahto'],
            series: ['Matte', 'Strong', 'Flex', 'Shine'],
            makers: ['Redken', 'Cutrin', 'Schwarzkopf', 'Davines'],
            specs: ['75 ml', '150 ml', '300 ml'],
            price: [12.9, 34.9],
            types: [9, 0, 1, 0, 0, 0],
            description: 'Muotoilutuote pitkäkestoiseen pitoon.',
          }),
        },
        {
          name: 'Työkalut',
          template: t({
            kind: 'tool',
            nouns: ['hiustenkuivain', 'suoristusrauta', 'kiharrin'],
            series: ['Pro', 'Ionic', 'Ceramic', 'Travel'],
            makers: ['ghd', 'BaByliss', 'Dyson', 'Remington'],
            specs: ['2000 W', '230 °C', '32 mm'],
            price: [39, 449],
            types: [10, 0, 0, 0, 0, 0],
            description: 'Ammattilaisten suosima hiustenmuotoilulaite.',
          }),
        },
      ],
    },
    {
      name: 'Lahjapakkaukset',
      filters: 'price',
      template: t({
        kind: 'gift',
        nouns: ['lahjapakkaus', 'hoitosetti'],
        series: ['Joulu', 'Kesä', 'Spa'],
        makers: ['Kérastase', 'Redken', 'Davines'],
        specs: ['duo', 'trio'],
        price: [24.9, 89.9],
        types: [2, 0, 8, 0, 0, 0],
        description: 'Lahjapakkaus hiustenhoitotuotteita.',
      }),
    },
  ],
};

const apparel = (
  language: 'fi' | 'en',
  nouns: readonly string[],
  kind: string,
  price: readonly [number, number],
) =>
  t({
    kind,
    nouns,
    series:
      language === 'fi'
        ? ['Arki', 'Kesä', 'Talvi', 'Perus', 'Luomu']
        : ['Everyday', 'Summer', 'Winter', 'Basic', 'Organic'],
    makers:
      language === 'fi'
        ? ['Vaatetupa', 'Nordic', 'Marimekko', 'Makia', 'Halti']
        : ['Thread & Co.', 'Northway', 'Oakline', 'Urbanist'],
    specs: language === 'fi' ? ['puuvilla', 'villa', 'pellava'] : ['cotton', 'wool', 'linen'],
    price,
    types: [2, 8, 0, 0, 0, 0],
    axes: ['color', 'size'],
    description:
      language === 'fi' ? 'Mukava ja kestävä vaate arkeen.' : 'A comfortable, durable piece for every day.',
  });

export const clothingRecipe = (brand: 'clothing-fi' | 'clothing-en', language: 'fi' | 'en'): BrandRecipe => {
  const fi = language === 'fi';
  return {
    brand,
    language,
    products: 300,
    tree: [
      {
        name: fi ? 'Naiset' : 'Women',
        filters: 'color,size,price',
        children: [
          {
            name: fi ? 'Naisten paidat' : "Women's tops",
            template: apparel(language, fi ? ['paita', 'pusero'] : ['top', 'blouse'], 'top', [19.9, 69.9]),
          },
          {
            name: fi ? 'Naisten housut' : "Women's trousers",
            template: apparel(
              language,
              fi ? ['housut', 'farkut'] : ['trousers', 'jeans'],
              'trousers',
              [39.9, 99.9],
            ),
          },
          {
            name: fi ? 'Mekot' : 'Dresses',
            template: apparel(language, fi ? ['mekko'] : ['dress'], 'dress', [39.9, 149]),
          },
        ],
      },
      {
        name: fi ? 'Miehet' : 'Men',
        filters: 'color,size,price',
        children: [
          {
            name: fi ? 'Miesten paidat' : "Men's shirts",
            template: apparel(
              language,
              fi ? ['paita', 'kauluspaita'] : ['shirt', 'tee'],
              'shirt',
              [19.9, 79.9],
            ),
          },
          {
            name: fi ? 'Miesten housut' : "Men's trousers",
            template: apparel(
              language,
              fi ? ['housut', 'chinot'] : ['trousers', 'chinos'],
              'trousers',
              [39.9, 109],
            ),
          },
          {
            name: fi ? 'Takit' : 'Jackets',
            template: apparel(language, fi ? ['takki', 'parka'] : ['jacket', 'parka'], 'jacket', [79, 299]),
          },
        ],
      },
      {
        name: fi ? 'Asusteet' : 'Accessories',
        filters: 'color,price',
        template: t({
          ...apparel(
            language,
            fi ? ['pipo', 'huivi', 'käsineet'] : ['beanie', 'scarf', 'gloves'],
            'accessory',
            [9.9, 49.9],
          ),
          nounKinds: fi ? { huivi: 'scarf', käsineet: 'gloves' } : { scarf: 'scarf', gloves: 'gloves' },
          axes: ['color'],
        }),
      },
    ],
  };
};

export const macRecipe: BrandRecipe = {
  brand: 'mac',
  language: 'fi',
  products: 160,
  tree: [
    {
      name: 'Tietokoneet',
      filters: 'color,storage,price',
      children: [
        {
          name: 'MacBook',
          template: t({
            kind: 'laptop',
            nouns: ['MacBook Air', 'MacBook Pro'],
            series: ['13"', '14"', '15"', '16"'],
            makers: ['Apple'],
            specs: ['M3', 'M4', 'M4 Pro', 'M4 Max'],
            price: [1199, 4299],
            types: [1, 9, 0, 0, 0, 0],
            axes: ['color', 'storage'],
            description: 'Kevyt ja tehokas kannettava Apple-sirulla.',
          }),
        },
        {
          name: 'iMac ja Mac mini',
          template: t({
            kind: 'desktop',
            nouns: ['iMac', 'Mac mini', 'Mac Studio'],
            series: ['24"', 'M4', 'M4 Pro'],
            makers: ['Apple'],
            specs: ['8-core', '10-core', '12-core'],
            price: [699, 3999],
            types: [2, 8, 0, 0, 0, 0],
            axes: ['storage'],
            description: 'Pöytäkone kotiin ja toimistoon.',
          }),
        },
      ],
    },
    {
      name: 'iPad',
      filters: 'color,storage,price',
      template: t({
        kind: 'tablet',
        nouns: ['iPad', 'iPad Air', 'iPad Pro', 'iPad mini'],
        series: ['Wi-Fi', 'Wi-Fi + Cellular'],
        makers: ['Apple'],
        specs: ['11"', '13"', '8,3"'],
        price: [429, 1899],
        types: [1, 9, 0, 0, 0, 0],
        axes: ['color', 'storage'],
        description: 'Monipuolinen tabletti työhön ja viihteeseen.',
      }),
    },
    {
      name: 'Lisävarusteet',
      filters: 'color,price',
      template: t({
        kind: 'keyboard',
        nouns: ['Magic Keyboard', 'Magic Mouse', 'USB-C-laturi', 'AirTag'],
        nounKinds: { 'Magic Mouse': 'mouse', 'USB-C-laturi': 'charger', AirTag: 'tracker' },
        series: ['Standard', 'Touch ID'],
        makers: ['Apple', 'Belkin', 'Satechi'],
        specs: ['FI', 'USB-C'],
        price: [29, 399],
        types: [7, 3, 0, 0, 0, 0],
        axes: ['color'],
        description: 'Alkuperäinen lisävaruste Mac-tietokoneisiin.',
      }),
    },
  ],
};

export const wholesaleRecipe: BrandRecipe = {
  brand: 'wholesale',
  language: 'fi',
  products: 200,
  tree: [
    {
      name: 'E-kirjat',
      filters: 'valmistaja,price',
      template: t({
        kind: 'ebook',
        nouns: ['e-kirja', 'äänikirja'],
        series: ['Johtaminen', 'Myynti', 'Ohjelmointi', 'Talous'],
        makers: ['Otava', 'WSOY', 'Alma Talent', 'Docendo'],
        specs: ['EPUB', 'PDF', 'MP3'],
        price: [9.9, 49.9],
        types: [0, 0, 0, 0, 10, 0],
        taxClass: 11,
        description: 'Digitaalinen julkaisu ladattavaksi heti maksun jälkeen.',
      }),
    },
    {
      name: 'Digilehdet',
      filters: 'valmistaja,price',
      template: t({
        kind: 'magazine',
        nouns: ['digilehti', 'vuositilaus'],
        series: ['Tekniikka', 'Talous', 'Koti'],
        makers: ['Sanoma', 'Alma Media', 'A-lehdet'],
        specs: ['12 kk', '6 kk'],
        price: [29, 199],
        types: [0, 0, 0, 0, 3, 7],
        taxClass: 12,
        description: 'Digitaalinen lehtitilaus.',
      }),
    },
    {
      name: 'Ohjelmistot',
      filters: 'valmistaja,price',
      template: t({
        kind: 'software',
        nouns: ['lisenssi', 'vuosilisenssi'],
        series: ['Office', 'Security', 'Design', 'Backup'],
        makers: ['Microsoft', 'F-Secure', 'Adobe', 'Acronis'],
        specs: ['1 käyttäjä', '5 käyttäjää', 'yritys'],
        price: [29, 699],
        types: [0, 0, 0, 0, 4, 6],
        description: 'Ohjelmistolisenssi toimitetaan sähköpostilla.',
      }),
    },
    {
      name: 'Koulutukset',
      filters: 'price',
      template: t({
        kind: 'course',
        nouns: ['verkkokurssi', 'webinaari'],
        series: ['Perusteet', 'Jatko', 'Mestari'],
        makers: ['Digitukku Akatemia'],
        specs: ['2 h', '1 pv', '4 vk'],
        price: [49, 990],
        types: [0, 0, 0, 0, 0, 10],
        description: 'Verkossa suoritettava koulutus.',
      }),
    },
  ],
};
