import type { ClusterCode } from './company.js';

/**
 * The demo shop's catalogue: three category levels, 69 products. Prices are whole points
 * (Beauty Bucks). Voucher products sell codes texted by SMS; a few products have a limited
 * count; "call us" products (noBasket N) cannot be ordered online. A few are offered in one
 * country only (`clusters`): a UK chain's voucher, French department stores, Dubai's malls.
 */

export type DemoStock =
  { mode: 'unlimited' } | { mode: 'voucher'; codes: number } | { mode: 'limited'; count: number };

export interface DemoProduct {
  code: string;
  brand: string;
  model: string;
  description: string;
  price: number;
  priceDescription?: string;
  stock?: DemoStock;
  noBasket?: 'N';
  /** Offered only in these clusters (absent: everywhere). */
  clusters?: readonly ClusterCode[];
}

export interface DemoCategory {
  name: string;
  children: Array<{ name: string; children: Array<{ name: string; products: DemoProduct[] }> }>;
}

const v = (codes: number): DemoStock => ({ mode: 'voucher', codes });
const lim = (count: number): DemoStock => ({ mode: 'limited', count });

export const DEMO_SHOP: readonly DemoCategory[] = [
  {
    name: 'Gift Cards',
    children: [
      {
        name: 'Shopping',
        children: [
          {
            name: 'High Street',
            products: [
              {
                code: 'GC-HS-010',
                brand: 'Marlowe & Finch',
                model: 'eGift 10',
                description: 'Marlowe & Finch £10 eGift Card',
                price: 100,
                priceDescription: 'Code by SMS',
                stock: v(40),
              },
              {
                code: 'GC-HS-025',
                brand: 'Marlowe & Finch',
                model: 'eGift 25',
                description: 'Marlowe & Finch £25 eGift Card',
                price: 250,
                priceDescription: 'Code by SMS',
                stock: v(25),
              },
              {
                code: 'GC-HS-050',
                brand: 'Brightwell',
                model: 'Store Card 50',
                description: 'Brightwell Department Store £50 Card',
                price: 500,
                priceDescription: 'Code by SMS',
                stock: v(15),
              },
              {
                code: 'GC-HS-100',
                brand: 'Brightwell',
                model: 'Store Card 100',
                description: 'Brightwell Department Store £100 Card',
                price: 1000,
                priceDescription: 'Code by SMS',
                stock: v(10),
              },
              {
                code: 'GC-HS-UK20',
                brand: 'Hollin & Rowe',
                model: 'Voucher 20',
                description: 'Hollin & Rowe £20 High Street Voucher (UK stores only)',
                price: 200,
                priceDescription: 'Code by SMS',
                stock: v(20),
                clusters: ['GB'],
              },
            ],
          },
          {
            name: 'Grands Magasins',
            products: [
              {
                code: 'GC-FR-GL25',
                brand: 'Galeries Lumière',
                model: 'Carte 25',
                description: 'Carte cadeau Galeries Lumière 25 €',
                price: 250,
                priceDescription: 'Code par SMS',
                stock: v(20),
                clusters: ['FR'],
              },
              {
                code: 'GC-FR-MP50',
                brand: 'Maison Printanière',
                model: 'Carte 50',
                description: 'Carte cadeau Maison Printanière 50 €',
                price: 500,
                priceDescription: 'Code par SMS',
                stock: v(10),
                clusters: ['FR'],
              },
            ],
          },
          {
            name: 'Dubai Malls',
            products: [
              {
                code: 'GC-AE-MALL100',
                brand: 'Marina Pearl Mall',
                model: 'Gift Card 100',
                description: 'Marina Pearl Mall AED 100 Gift Card',
                price: 270,
                priceDescription: 'Code by SMS',
                stock: v(20),
                clusters: ['AE'],
              },
              {
                code: 'GC-AE-SOUK250',
                brand: 'Al Seef Souk',
                model: 'Voucher 250',
                description: 'Al Seef Souk AED 250 Voucher',
                price: 680,
                priceDescription: 'Code by SMS',
                stock: v(10),
                clusters: ['AE'],
              },
            ],
          },
          {
            name: 'Online',
            products: [
              {
                code: 'GC-ON-015',
                brand: 'Parcelwise',
                model: 'Gift Code 15',
                description: 'Parcelwise £15 Online Gift Code',
                price: 150,
                priceDescription: 'Code by SMS',
                stock: v(30),
              },
              {
                code: 'GC-ON-030',
                brand: 'Parcelwise',
                model: 'Gift Code 30',
                description: 'Parcelwise £30 Online Gift Code',
                price: 300,
                priceDescription: 'Code by SMS',
                stock: v(20),
              },
              {
                code: 'GC-ON-BK',
                brand: 'Folio',
                model: 'Book Token',
                description: 'Folio £20 Book Token',
                price: 200,
                priceDescription: 'Code by SMS',
                stock: v(20),
              },
              {
                code: 'GC-ON-MU',
                brand: 'Tunebox',
                model: '3 Months',
                description: 'Tunebox Music 3-Month Subscription',
                price: 280,
                priceDescription: 'Code by SMS',
                stock: v(12),
              },
            ],
          },
        ],
      },
      {
        name: 'Dining',
        children: [
          {
            name: 'Coffee & Cake',
            products: [
              {
                code: 'GC-CF-005',
                brand: 'Bean There',
                model: 'Treat 5',
                description: 'Bean There £5 Coffee Treat',
                price: 50,
                priceDescription: 'Code by SMS',
                stock: v(60),
              },
              {
                code: 'GC-CF-010',
                brand: 'Bean There',
                model: 'Treat 10',
                description: 'Bean There £10 Coffee Treat',
                price: 100,
                priceDescription: 'Code by SMS',
                stock: v(40),
              },
              {
                code: 'GC-CF-TEA',
                brand: 'Tea & Tiers',
                model: 'Afternoon Tea',
                description: 'Afternoon Tea for Two',
                price: 450,
                priceDescription: 'Code by SMS',
                stock: v(8),
              },
              {
                code: 'GC-CF-BKR',
                brand: 'Crumb',
                model: 'Bakery Box',
                description: 'Crumb Artisan Bakery Box',
                price: 180,
                priceDescription: 'Code by SMS',
                stock: v(15),
              },
            ],
          },
          {
            name: 'Restaurants',
            products: [
              {
                code: 'GC-RS-025',
                brand: 'Table Talk',
                model: 'Dine 25',
                description: 'Table Talk £25 Restaurant Voucher',
                price: 250,
                priceDescription: 'Code by SMS',
                stock: v(20),
              },
              {
                code: 'GC-RS-050',
                brand: 'Table Talk',
                model: 'Dine 50',
                description: 'Table Talk £50 Restaurant Voucher',
                price: 500,
                priceDescription: 'Code by SMS',
                stock: v(12),
              },
              {
                code: 'GC-RS-PZ',
                brand: 'Forno',
                model: 'Pizza Night',
                description: 'Forno Pizza Night for Two',
                price: 300,
                priceDescription: 'Code by SMS',
                stock: v(10),
              },
              {
                code: 'GC-RS-SU',
                brand: 'Umami',
                model: 'Sushi Set',
                description: 'Umami Sushi Sharing Set',
                price: 380,
                priceDescription: 'Code by SMS',
                stock: v(6),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Wellbeing',
    children: [
      {
        name: 'Skincare',
        children: [
          {
            name: 'Face',
            products: [
              {
                code: 'BW-FC-SER',
                brand: 'Lumière',
                model: 'Radiance Serum',
                description: 'Vitamin C Radiance Serum 30 ml',
                price: 220,
              },
              {
                code: 'BW-FC-MOI',
                brand: 'Lumière',
                model: 'Daily Moisture',
                description: 'Daily Moisture Cream SPF 30',
                price: 160,
              },
              {
                code: 'BW-FC-CLN',
                brand: 'Lumière',
                model: 'Gentle Cleanse',
                description: 'Gentle Cleansing Balm 100 ml',
                price: 140,
              },
              {
                code: 'BW-FC-SET',
                brand: 'Lumière',
                model: 'Ritual Set',
                description: 'Complete Skincare Ritual Gift Set',
                price: 650,
                stock: lim(12),
              },
            ],
          },
          {
            name: 'Body',
            products: [
              {
                code: 'BW-BD-LOT',
                brand: 'Lumière',
                model: 'Silk Body',
                description: 'Silk Body Lotion 250 ml',
                price: 120,
              },
              {
                code: 'BW-BD-SCR',
                brand: 'Lumière',
                model: 'Sea Salt Scrub',
                description: 'Sea Salt Body Scrub',
                price: 130,
              },
              {
                code: 'BW-BD-OIL',
                brand: 'Lumière',
                model: 'Dry Oil',
                description: 'Shimmering Dry Body Oil',
                price: 190,
              },
              {
                code: 'BW-BD-HND',
                brand: 'Lumière',
                model: 'Hand Trio',
                description: 'Hand Cream Trio',
                price: 90,
              },
            ],
          },
        ],
      },
      {
        name: 'Wellbeing',
        children: [
          {
            name: 'Relax',
            products: [
              {
                code: 'BW-RX-CND',
                brand: 'Hearth',
                model: 'Fig Candle',
                description: 'Fig & Cedar Scented Candle',
                price: 110,
              },
              {
                code: 'BW-RX-DIF',
                brand: 'Hearth',
                model: 'Reed Diffuser',
                description: 'Lavender Reed Diffuser',
                price: 150,
              },
              {
                code: 'BW-RX-BTH',
                brand: 'Hearth',
                model: 'Bath Soak',
                description: 'Magnesium Bath Soak',
                price: 80,
              },
              {
                code: 'BW-RX-ROB',
                brand: 'Cloudnine',
                model: 'Waffle Robe',
                description: 'Waffle Cotton Bathrobe',
                price: 420,
              },
            ],
          },
          {
            name: 'Active',
            products: [
              {
                code: 'BW-AC-MAT',
                brand: 'Stillpoint',
                model: 'Yoga Mat',
                description: 'Cork Yoga Mat',
                price: 350,
              },
              {
                code: 'BW-AC-BTL',
                brand: 'Stillpoint',
                model: 'Steel Bottle',
                description: 'Insulated Steel Bottle 750 ml',
                price: 140,
              },
              {
                code: 'BW-AC-BND',
                brand: 'Stillpoint',
                model: 'Band Set',
                description: 'Resistance Band Set',
                price: 120,
              },
              {
                code: 'BW-AC-GYM',
                brand: 'FitHub',
                model: '1 Month',
                description: 'FitHub Gym Pass, One Month',
                price: 400,
                priceDescription: 'Code by SMS',
                stock: v(10),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    children: [
      {
        name: 'Kitchen',
        children: [
          {
            name: 'Cookware',
            products: [
              {
                code: 'HL-CK-PAN',
                brand: 'Ironleaf',
                model: 'Skillet 26',
                description: 'Cast Iron Skillet 26 cm',
                price: 480,
              },
              {
                code: 'HL-CK-KNF',
                brand: 'Ironleaf',
                model: 'Chef Knife',
                description: 'Chef’s Knife 20 cm',
                price: 390,
              },
              {
                code: 'HL-CK-BRD',
                brand: 'Grove',
                model: 'Oak Board',
                description: 'Oak Chopping Board',
                price: 170,
              },
              {
                code: 'HL-CK-CAS',
                brand: 'Ironleaf',
                model: 'Casserole',
                description: 'Enamelled Casserole Dish 4 L',
                price: 1200,
                stock: lim(5),
              },
            ],
          },
          {
            name: 'Coffee & Tea',
            products: [
              {
                code: 'HL-CT-PRS',
                brand: 'Brewline',
                model: 'French Press',
                description: 'Glass French Press 1 L',
                price: 160,
              },
              {
                code: 'HL-CT-GRD',
                brand: 'Brewline',
                model: 'Burr Grinder',
                description: 'Electric Burr Grinder',
                price: 690,
              },
              {
                code: 'HL-CT-MUG',
                brand: 'Glaze',
                model: 'Mug Pair',
                description: 'Stoneware Mug Pair',
                price: 95,
              },
              {
                code: 'HL-CT-MCH',
                brand: 'Brewline',
                model: 'Espresso Pro',
                description: 'Espresso Machine with Milk Frother',
                price: 2400,
                noBasket: 'N',
              },
            ],
          },
        ],
      },
      {
        name: 'Home',
        children: [
          {
            name: 'Decor',
            products: [
              {
                code: 'HL-DC-VAS',
                brand: 'Glaze',
                model: 'Bud Vase',
                description: 'Ceramic Bud Vase Set',
                price: 130,
              },
              {
                code: 'HL-DC-THR',
                brand: 'Loomwell',
                model: 'Wool Throw',
                description: 'Merino Wool Throw',
                price: 560,
              },
              {
                code: 'HL-DC-PLT',
                brand: 'Greenhouse',
                model: 'Plant Kit',
                description: 'Indoor Herb Garden Kit',
                price: 150,
              },
              {
                code: 'HL-DC-FRM',
                brand: 'Grove',
                model: 'Frame Set',
                description: 'Oak Picture Frame Set',
                price: 210,
              },
            ],
          },
          {
            name: 'Outdoor',
            products: [
              {
                code: 'HL-OD-PIC',
                brand: 'Meadow',
                model: 'Picnic Set',
                description: 'Picnic Backpack for Four',
                price: 380,
              },
              {
                code: 'HL-OD-LAN',
                brand: 'Meadow',
                model: 'Solar Lantern',
                description: 'Solar Garden Lantern',
                price: 120,
              },
              {
                code: 'HL-OD-BBQ',
                brand: 'Ember',
                model: 'Kettle 47',
                description: 'Kettle Barbecue 47 cm',
                price: 900,
                stock: lim(4),
              },
              {
                code: 'HL-OD-HAM',
                brand: 'Meadow',
                model: 'Hammock',
                description: 'Cotton Garden Hammock',
                price: 330,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Technology',
    children: [
      {
        name: 'Audio',
        children: [
          {
            name: 'Headphones',
            products: [
              {
                code: 'TC-HP-EAR',
                brand: 'Soundry',
                model: 'Buds 2',
                description: 'Wireless Earbuds',
                price: 790,
              },
              {
                code: 'TC-HP-OVR',
                brand: 'Soundry',
                model: 'Over 700',
                description: 'Noise-Cancelling Headphones',
                price: 1800,
                stock: lim(6),
              },
              {
                code: 'TC-HP-SPT',
                brand: 'Soundry',
                model: 'Sport',
                description: 'Sports Earphones',
                price: 350,
              },
              {
                code: 'TC-HP-KID',
                brand: 'Soundry',
                model: 'Junior',
                description: 'Volume-Limited Kids’ Headphones',
                price: 240,
              },
            ],
          },
          {
            name: 'Speakers',
            products: [
              {
                code: 'TC-SP-MIN',
                brand: 'Soundry',
                model: 'Pebble',
                description: 'Mini Bluetooth Speaker',
                price: 290,
              },
              {
                code: 'TC-SP-HOM',
                brand: 'Soundry',
                model: 'Room',
                description: 'Smart Home Speaker',
                price: 980,
              },
              {
                code: 'TC-SP-SHW',
                brand: 'Soundry',
                model: 'Splash',
                description: 'Waterproof Shower Speaker',
                price: 180,
              },
              {
                code: 'TC-SP-RAD',
                brand: 'Wavelength',
                model: 'DAB One',
                description: 'DAB Digital Radio',
                price: 520,
              },
            ],
          },
        ],
      },
      {
        name: 'Gadgets',
        children: [
          {
            name: 'Everyday',
            products: [
              {
                code: 'TC-EV-PWR',
                brand: 'Voltly',
                model: 'Pack 10',
                description: 'Power Bank 10,000 mAh',
                price: 260,
              },
              {
                code: 'TC-EV-CHG',
                brand: 'Voltly',
                model: 'Pad',
                description: 'Wireless Charging Pad',
                price: 190,
              },
              {
                code: 'TC-EV-TRK',
                brand: 'Voltly',
                model: 'Tag',
                description: 'Bluetooth Item Tracker',
                price: 230,
              },
              {
                code: 'TC-EV-LMP',
                brand: 'Lumen',
                model: 'Desk Lamp',
                description: 'LED Desk Lamp with USB',
                price: 310,
              },
            ],
          },
          {
            name: 'Apps & Games',
            products: [
              {
                code: 'TC-AG-GM25',
                brand: 'Playvault',
                model: 'Credit 25',
                description: 'Playvault £25 Games Credit',
                price: 250,
                priceDescription: 'Code by SMS',
                stock: v(15),
              },
              {
                code: 'TC-AG-APP',
                brand: 'Appstand',
                model: 'Credit 15',
                description: 'Appstand £15 App Credit',
                price: 150,
                priceDescription: 'Code by SMS',
                stock: v(20),
              },
              {
                code: 'TC-AG-STR',
                brand: 'Reelhouse',
                model: '3 Months',
                description: 'Reelhouse Streaming, 3 Months',
                price: 330,
                priceDescription: 'Code by SMS',
                stock: v(10),
              },
              {
                code: 'TC-AG-CIN',
                brand: 'Picturedrome',
                model: 'Cinema for Two',
                description: 'Cinema Tickets for Two',
                price: 220,
                priceDescription: 'Code by SMS',
                stock: v(25),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The ad rotator's slides; each links to a category or page of the shop. */
export const DEMO_ADVERTS: ReadonlyArray<{
  what: string;
  href: string;
  img: string;
  clusters?: readonly ClusterCode[];
}> = [
  { what: 'New: gift cards by SMS in seconds', href: '/rewards', img: 'advert-giftcards.svg' },
  { what: 'Treat yourself: Lumière skincare', href: '/rewards', img: 'advert-skincare.svg' },
  { what: 'Use SHINE10 for 10% off this season', href: '/rewards/basket', img: 'advert-promo.svg' },
  {
    what: 'Nouveau : cartes cadeaux des grands magasins',
    href: '/rewards',
    img: 'advert-grands-magasins.svg',
    clusters: ['FR'],
  },
  { what: 'New: Dubai mall gift cards', href: '/rewards', img: 'advert-dubai-malls.svg', clusters: ['AE'] },
];
