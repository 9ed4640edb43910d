/**
 * What each catalogue picture shows. Every seed product has its own drawing (decision 020,
 * "Pictures": a saree must look like a saree, a wallet like a wallet), composed from the shared
 * primitives so all pictures keep one style. Pure: no files are read or written here.
 */
import {
  bag,
  bottle,
  box,
  CELL,
  CELL_LINE,
  circle,
  cylinder,
  ellipse,
  FINE,
  flame,
  GLASS,
  garment,
  glint,
  group,
  hatch,
  jar,
  leaf,
  line,
  pouch,
  rect,
  repeat,
  STROKE,
  sack,
  shade,
  shape,
  solarPanel,
  sun,
  WHITE,
} from './primitives.ts';

export interface Palette {
  bg: string;
  main: string;
  ink: string;
}

/** One palette per category, as before: the background and the main colour of each drawing. */
export const palettes: Record<string, Palette> = {
  solar: { bg: '#FFF3C9', main: '#F2A922', ink: '#6B4A00' },
  organic: { bg: '#E4F3DC', main: '#5FA845', ink: '#2C4F1F' },
  'zero-waste': { bg: '#DFF1EC', main: '#3E9C87', ink: '#1F4A41' },
  'home-decor': { bg: '#F7E6D8', main: '#C8734A', ink: '#5B3320' },
  reusable: { bg: '#DDEEF7', main: '#3C8DBC', ink: '#1D4058' },
  'personal-care': { bg: '#F8E3EA', main: '#D0708F', ink: '#6A2E43' },
  'sustainable-fashion': { bg: '#ECE5F6', main: '#8466B8', ink: '#3E2C60' },
  kitchen: { bg: '#F3EEDC', main: '#B08A3E', ink: '#4F3E18' },
};
export const neutral: Palette = { bg: '#EEF0F2', main: '#9AA3AD', ink: '#4A525B' };

/** Materials keep their own colour whatever the category. */
const M = {
  bamboo: '#C9A55C',
  wood: '#B98A4E',
  jute: '#B89A5E',
  copper: '#C46A3A',
  clay: '#C4633F',
  cork: '#B7875A',
  steel: '#8E9BA8',
  iron: '#4B5058',
  cotton: '#F4F1EA',
  turmeric: '#E0A526',
  honey: '#E39A2D',
  ghee: '#F2C14E',
  coconut: '#7A4B2A',
  denim: '#4A6FA5',
  leafGreen: '#5FA845',
  jaggery: '#A8642A',
  gold: '#E2B33C',
};

/** Colours handed to a drawing: its category's main colour, a darker one, background and ink. */
export interface Colours {
  main: string;
  dark: string;
  bg: string;
  ink: string;
}

export type Drawing = (c: Colours) => string;

const grass = (x: number, w: number, fill: string) =>
  line(
    Array.from(
      { length: Math.floor(w / 16) },
      (_, i) => `M${x + i * 16} 262l6-16M${x + i * 16 + 8} 262l-2-12`,
    ).join(''),
    fill,
    FINE,
  );

const toothbrush = (x: number, handle: string, bristle: string) =>
  rect(x, 92, 18, 170, handle, 9) +
  rect(x - 2, 40, 22, 60, handle, 9) +
  line(`M${x + 20} 48h18M${x + 20} 60h18M${x + 20} 72h18M${x + 20} 84h18`, bristle, STROKE);

const diya = (cx: number, y: number, s: number, fill: string, rim: string) =>
  flame(cx, y - 2, 44 * s) +
  shape(
    `M${cx - 60 * s} ${y}h${120 * s}c-6 ${34 * s}-30 ${48 * s}-60 ${48 * s}s-54-${14 * s}-60-${48 * s}z`,
    fill,
  ) +
  line(`M${cx - 60 * s} ${y}h${120 * s}`, rim, STROKE);

const sock = (x: number, fill: string, cuff: string) =>
  group(
    `translate(${x} 0)`,
    shape('M0 60h56v120l-6 28c-6 24-30 36-56 30-30-8-40-34-20-54l26-24z', fill) +
      rect(0, 60, 56, 22, cuff) +
      line('M0 72h56', WHITE, FINE, ' opacity=".6"') +
      shape('M-6 238c-30-8-40-34-20-54l12 10c-10 14-4 30 14 36z', cuff),
  );

const notebook = (x: number, y: number, fill: string, ink: string, spiral: boolean) =>
  rect(x, y, 150, 190, fill, 8) +
  (spiral
    ? line(
        Array.from({ length: 8 }, (_, i) => `M${x - 8} ${y + 18 + i * 22}h18`).join(''),
        ink,
        STROKE,
      )
    : line(`M${x + 18} ${y}v190`, shade(fill, 0.25), STROKE)) +
  rect(x + 38, y + 40, 90, 34, WHITE, 6, ' opacity=".8"');

const glassJar = (x: number, h: number, w: number, contents: string, dots: string, lid: string) =>
  rect(x + 6, 262 - h, w - 12, 22, lid, 8) +
  rect(x, 262 - h + 18, w, h - 18, GLASS, 16, ' opacity=".9"') +
  rect(x + 6, 262 - h * 0.55, w - 12, h * 0.55 - 6, contents, 12) +
  hatch(x + 6, 262 - h * 0.55, w - 12, h * 0.55 - 6, 12, dots) +
  glint(x + 8, 262 - h + 30, 8, h * 0.25);

const plate = (cx: number, cy: number, fill: string, vein: string) =>
  rect(cx - 90, cy - 36, 180, 72, fill, 30) +
  line(
    `M${cx - 70} ${cy - 14}q70 -12 140 0M${cx - 74} ${cy + 6}q74 -10 148 0M${cx - 66} ${cy + 24}q66-8 132 0`,
    vein,
    FINE,
    ' opacity=".5"',
  );

const coconutBowl = (cx: number, cy: number, s: number) =>
  shape(`M${cx - 70 * s} ${cy}h${140 * s}a${70 * s} ${64 * s} 0 0 1-${140 * s} 0z`, M.coconut) +
  ellipse(cx, cy, 70 * s, 16 * s, '#F4E6CF') +
  line(
    `M${cx - 50 * s} ${cy + 24 * s}l10 6M${cx - 20 * s} ${cy + 40 * s}l8 8M${cx + 20 * s} ${cy + 36 * s}l-6 8M${cx + 46 * s} ${cy + 20 * s}l-10 8`,
    shade(M.coconut, 0.35),
    FINE,
  );

const straw = (i: number) =>
  line(`M${150 + i * 22} 262V110q0-24 ${20 + i * 2}-38`, M.steel, 12) +
  line(`M${147 + i * 22} 250V120`, WHITE, FINE, ' opacity=".6"');

const cup = (x: number, y: number, w: number, h: number, fill: string) =>
  shape(`M${x} ${y}h${w}l-${w * 0.1} ${h}h-${w * 0.8}z`, fill);

/** Each seed product's drawing, by slug. */
export const productDrawings: Record<string, Drawing> = {
  // solar
  'solar-power-bank-20000mah': (c) =>
    sun(292, 74, 24, c.main) +
    rect(138, 64, 124, 198, c.ink, 22) +
    solarPanel(158, 86, 84, 110, 2, 3, shade(c.ink, -0.2)) +
    rect(160, 50, 26, 18, c.dark, 4) +
    rect(214, 50, 26, 18, c.dark, 4) +
    [176, 194, 212, 230]
      .map((x, i) => circle(x, 230, 6, i < 3 ? c.main : shade(c.ink, -0.3)))
      .join(''),
  'solar-led-garden-lights-pack-of-6': (c) =>
    grass(76, 260, c.dark) +
    [
      [120, 120],
      [200, 86],
      [280, 120],
    ]
      .map(
        ([x = 0, y = 0]) =>
          line(`M${x} ${y + 50}V262`, c.ink, 10) +
          circle(x, y + 30, 26, c.main, ' opacity=".35"') +
          rect(x - 16, y + 14, 32, 40, '#FFF7DD', 8) +
          shape(`M${x - 30} ${y + 14}l10-20h40l10 20z`, CELL) +
          line(`M${x - 10} ${y - 4}l-4 16M${x + 10} ${y - 4}l4 16`, CELL_LINE, FINE),
      )
      .join(''),
  'portable-solar-panel-100w': (c) =>
    sun(300, 62, 22, c.main) +
    group(
      'translate(0 0)',
      shape('M78 248l44-146h96l-22 146z', c.ink) + shape('M204 248l22-146h96l-10 146z', c.ink),
    ) +
    line('M90 238l36-124h80l-18 124zM214 238l18-124h80l-8 124z', CELL_LINE, FINE) +
    shape('M92 236l34-120h76l-16 120z', CELL) +
    shape('M216 236l16-120h76l-8 120z', CELL) +
    line(
      'M110 176h86M226 176h80M147 116l-12 120M170 116l-12 120M252 116l-6 120M280 116l-4 120',
      CELL_LINE,
      FINE,
    ) +
    line('M196 102h30', c.dark, STROKE * 2) +
    line('M300 250l26 14M96 250l-20 14', c.dark, STROKE),
  'solar-mobile-charger-with-dual-usb': (c) =>
    shape('M70 220l30-130 80 10-20 128z', c.ink) +
    shape('M166 228l20-128 60 22-16 112z', shade(c.ink, 0.2)) +
    shape('M80 212l26-112 64 8-18 110z', CELL) +
    shape('M174 220l16-108 46 18-12 96z', CELL) +
    line('M94 156l66 6M184 166l46 8M124 104l-20 110', CELL_LINE, FINE) +
    rect(150, 234, 40, 20, c.dark, 4) +
    line('M190 244c40 0 50-20 80-20', c.ink, STROKE) +
    rect(262, 124, 70, 138, '#333A44', 14) +
    rect(270, 140, 54, 100, '#DDEEF7', 6) +
    rect(286, 170, 22, 40, c.main, 3) +
    rect(292, 164, 10, 6, c.main),
  'solar-lantern-with-led-bulb': (c) =>
    line('M150 74a50 46 0 0 1 100 0', c.ink, STROKE * 1.5) +
    shape('M132 104l22-30h92l22 30z', c.dark) +
    shape('M152 100l12-20h72l12 20z', CELL) +
    rect(140, 104, 120, 16, c.ink, 4) +
    rect(146, 120, 108, 110, '#FFF7DD', 10) +
    circle(200, 168, 44, c.main, ' opacity=".35"') +
    circle(200, 160, 22, c.main) +
    rect(188, 180, 24, 22, c.dark, 4) +
    line('M170 122v106M230 122v106', c.ink, FINE) +
    rect(134, 230, 132, 30, c.ink, 8),
  'solar-water-heater-100l': (c) =>
    sun(86, 64, 18, c.main) +
    rect(118, 56, 214, 56, c.dark, 28) +
    ellipse(146, 84, 10, 26, shade(c.dark, 0.2)) +
    glint(160, 64, 150, 8) +
    shape('M120 122h200l-90 140H60z', CELL) +
    line(
      'M140 124l-70 132M175 124l-75 132M210 124l-80 132M245 124l-85 132M280 124l-90 132M312 124l-92 132',
      CELL_LINE,
      STROKE,
    ) +
    line('M320 112v150M240 250h80', c.ink, STROKE * 1.4),
  'solar-cooker-box-type': (c) =>
    sun(304, 62, 22, c.main) +
    shape('M96 160L142 56h160l-26 104z', '#CFE6F5') +
    line('M112 148l38-84h138l-20 84', WHITE, FINE, ' opacity=".8"') +
    box(96, 160, 180, 92, 42, c.dark, shade(c.dark, 0.25), '#333A44') +
    cylinder(172, 146, 60, 18, '#222', '#444') +
    line('M120 190h132', c.main, STROKE, ' opacity=".6"'),
  'hand-crank-dynamo-torch-with-phone-charger': (c) =>
    shape('M250 126l84-44v136l-84-44z', c.main, ' opacity=".35"') +
    rect(80, 122, 140, 56, c.ink, 22) +
    shape('M212 112h26l16 16v44l-16 16h-26z', c.dark) +
    ellipse(250, 150, 8, 26, '#FFF7DD') +
    hatch(96, 126, 60, 48, 10, shade(c.ink, -0.3), true) +
    circle(180, 150, 12, c.dark) +
    line('M180 150v64h40', c.main, STROKE * 2) +
    rect(214, 200, 20, 36, c.dark, 8) +
    line('M80 160c-30 0-30 40-10 60', c.ink, FINE) +
    rect(44, 214, 44, 56, '#333A44', 8) +
    rect(50, 222, 32, 36, '#DDEEF7', 3) +
    rect(60, 230, 12, 20, c.main, 2),
  'solar-study-lamp': (c) =>
    shape('M236 126l60 14 20 112H160z', c.main, ' opacity=".25"') +
    rect(150, 252, 180, 10, WHITE, 4, ' opacity=".8"') +
    ellipse(140, 250, 80, 14, c.ink) +
    solarPanel(96, 226, 88, 16, 4, 1, c.ink) +
    line('M140 236L176 130L256 98', c.dark, STROKE * 2) +
    circle(176, 130, 10, c.ink) +
    circle(256, 98, 8, c.ink) +
    shape('M250 70l70 40-24 34-66-30z', c.main) +
    ellipse(266, 130, 30, 9, '#FFF7DD', ' transform="rotate(24 266 130)"'),

  // organic
  'organic-turmeric-powder-500g': (c) =>
    pouch({ cx: 170, y: 60, w: 140, h: 200, fill: c.main, seal: c.dark, window: M.turmeric }) +
    leaf(170, 122, 40, 0, WHITE, c.main) +
    shape('M236 262c10-40 60-40 96 0z', M.turmeric) +
    group(
      'translate(262 196) rotate(-20)',
      rect(0, 0, 64, 26, '#D08A2A', 13) +
        rect(20, -18, 20, 30, '#D08A2A', 10) +
        line('M14 8v10M34 6v12M50 8v10', shade('#D08A2A', 0.3), FINE),
    ),
  'organic-cold-pressed-coconut-oil-1l': (c) =>
    bottle({ cx: 170, y: 44, w: 110, h: 218, body: '#F7E7A6', cap: c.dark, neck: 0.34 }) +
    rect(126, 150, 88, 60, c.main, 6) +
    leaf(170, 196, 36, 0, WHITE, c.main) +
    circle(282, 222, 44, M.coconut) +
    circle(282, 222, 32, '#FFFDF4') +
    ellipse(282, 222, 16, 16, shade('#FFFDF4', 0.06)),
  'organic-wild-forest-honey-500g': (c) =>
    jar({ x: 120, y: 74, w: 140, h: 188, body: M.honey, lid: c.dark, label: '#FFF7DD' }) +
    shape('M136 94q6 28 14 0zM210 94q5 20 10 0z', M.honey) +
    shape('M180 184l12-14h16l12 14-12 14h-16z', M.honey) +
    line('M292 58L236 160', M.wood, STROKE * 1.4) +
    group(
      'translate(296 50) rotate(30)',
      rect(-16, -26, 32, 52, M.wood, 10) + hatch(-16, -26, 32, 52, 10, shade(M.wood, 0.35)),
    ),
  'organic-basmati-rice-5kg': (c) =>
    sack({ cx: 200, y: 48, w: 176, h: 214, fill: '#EADBB8', tie: c.dark }) +
    rect(150, 150, 100, 70, c.main, 8) +
    [160, 176, 192, 208, 224]
      .map((x, i) =>
        ellipse(
          x + 8,
          186 + (i % 2) * 8,
          9,
          4,
          WHITE,
          ` transform="rotate(-30 ${x + 8} ${186 + (i % 2) * 8})"`,
        ),
      )
      .join('') +
    [90, 106, 300, 316, 282]
      .map((x, i) => ellipse(x, 256 - (i % 2) * 6, 8, 3.5, '#F7F0DC'))
      .join(''),
  'organic-moringa-leaf-powder-200g': (c) =>
    pouch({ cx: 180, y: 60, w: 140, h: 200, fill: '#EFE5CF', seal: c.dark, window: '#7BA33E' }) +
    line('M180 90v60', c.dark, FINE) +
    [96, 112, 128, 144]
      .map((y) => ellipse(168, y, 8, 5, c.main) + ellipse(192, y, 8, 5, c.main))
      .join('') +
    shape('M250 262c10-34 54-34 84 0z', '#7BA33E') +
    leaf(296, 222, 40, 30, c.main),
  'organic-jaggery-powder-1kg': (c) =>
    jar({ x: 104, y: 68, w: 150, h: 194, body: '#E9D3A8', lid: c.dark, label: c.main }) +
    rect(118, 210, 122, 44, M.jaggery, 12) +
    [
      [276, 216],
      [306, 236],
      [270, 244],
    ]
      .map(
        ([x = 0, y = 0]) =>
          rect(x, y, 26, 24, M.jaggery, 4) + rect(x, y, 26, 8, shade(M.jaggery, -0.2), 4),
      )
      .join(''),
  'organic-green-tea-100-bags': (c) =>
    box(90, 110, 160, 150, 40, c.main, c.dark, shade(c.main, -0.25)) +
    leaf(170, 210, 60, 0, WHITE, c.main) +
    line('M230 110c10-40 40-50 62-30', WHITE, FINE) +
    rect(258, 148, 56, 70, '#F4EAD2', 6) +
    line('M286 148V88', '#F4EAD2', FINE) +
    rect(274, 64, 24, 24, c.dark, 3) +
    hatch(262, 160, 48, 54, 10, M.leafGreen),
  'organic-a2-desi-ghee-500ml': (c) =>
    jar({ x: 116, y: 60, w: 168, h: 202, body: M.ghee, lid: c.dark, label: WHITE, lidH: 34 }) +
    line('M150 104c30 10 70 10 100 0', shade(M.ghee, 0.18), STROKE) +
    shape('M200 190c-14-10-14-28 0-36 14 8 14 26 0 36z', M.ghee) +
    circle(200, 206, 6, c.main),

  // zero-waste
  'bamboo-toothbrush-pack-of-4': (c) =>
    [108, 160, 212, 264]
      .map((x, i) => toothbrush(x, M.bamboo, [c.main, c.dark, WHITE, c.ink][i] ?? WHITE))
      .join(''),
  'reusable-beeswax-food-wraps-set-of-3': (c) =>
    shape('M86 150h160a80 74 0 0 1-160 0z', '#E3E7E6') +
    shape('M80 150c0-40 34-62 86-62s86 22 86 62l-6 14c-10 12-150 12-160 0z', M.ghee) +
    [110, 150, 190, 226].map((x, i) => circle(x, 118 + (i % 2) * 18, 8, c.main)).join('') +
    rect(238, 218, 100, 30, c.main, 6) +
    rect(246, 196, 90, 26, '#F2C14E', 6) +
    rect(252, 176, 80, 24, c.dark, 6) +
    circle(270, 234, 5, WHITE) +
    circle(300, 208, 5, c.main),
  'bamboo-cutlery-travel-kit': (c) =>
    line('M128 150V50', M.bamboo, 12) +
    ellipse(128, 62, 14, 22, M.bamboo) +
    line('M172 150V46M160 46v26M184 46v26M172 46v26', M.bamboo, 8) +
    line('M216 150V48', M.bamboo, 10) +
    shape('M216 48c14 10 14 50 0 60z', M.bamboo) +
    line('M252 150L264 44M270 150L280 44', shade(M.bamboo, 0.2), 7) +
    rect(96, 130, 208, 130, c.main, 14) +
    line('M150 130v130M196 130v130M240 130v130', c.dark, FINE) +
    line('M96 236h208', c.dark, STROKE),
  'reusable-cotton-produce-bags-set-of-5': (c) =>
    shape('M220 110h96l10 150h-116z', c.dark) +
    leaf(140, 110, 50, -20, M.leafGreen) +
    leaf(170, 110, 56, 16, M.leafGreen) +
    circle(156, 130, 34, '#E27A3F') +
    shape('M90 112h150l14 150H76z', M.cotton, ' opacity=".92"') +
    line('M86 130h158', c.dark, STROKE) +
    line('M166 132l-10 26M170 132l10 26', c.dark, FINE) +
    hatch(84, 150, 162, 104, 14, c.main) +
    hatch(84, 150, 162, 104, 14, c.main, true),
  'compostable-garbage-bags-roll-of-30': (c) =>
    shape('M170 150h160l-20 108H170z', c.main, ' opacity=".75"') +
    line('M230 150v108', WHITE, FINE, ' stroke-dasharray="6 6"') +
    leaf(270, 228, 40, 0, WHITE, c.main) +
    rect(80, 100, 110, 160, c.dark, 0) +
    ellipse(80, 180, 30, 80, shade(c.dark, 0.2)) +
    ellipse(80, 180, 12, 34, '#E8EDE9') +
    ellipse(190, 180, 30, 80, c.main) +
    glint(110, 112, 70, 8),
  'reusable-steel-straws-with-cleaning-brush-set-of-4': (c) =>
    [0, 1, 2, 3].map(straw).join('') +
    line('M254 262L316 64', c.ink, FINE) +
    line('M296 130L318 60', c.main, 18, ' stroke-dasharray="3 2"'),
  'home-compost-kit-25l': (c) =>
    cylinder(190, 86, 170, 170, c.main, c.dark) +
    rect(108, 62, 164, 26, c.dark, 10) +
    rect(176, 50, 28, 14, c.ink, 5) +
    rect(114, 226, 34, 14, c.ink, 4) +
    rect(106, 222, 10, 24, c.ink, 3) +
    leaf(190, 190, 60, 0, WHITE, c.main) +
    leaf(300, 262, 48, 40, M.leafGreen) +
    leaf(310, 262, 42, 76, shade(M.leafGreen, 0.2)),
  'natural-loofah-dish-scrubber-pack-of-3': () =>
    line('M268 118c0-40 40-50 50-20', shade(M.jute, 0.35), FINE) +
    repeat(3, 64, -24, (i) =>
      group(
        `rotate(${-8 + i * 8} 150 200)`,
        rect(84, 164, 124, 84, i === 1 ? '#E3CF96' : '#D4B574', 34) +
          [
            [104, 186],
            [130, 178],
            [158, 182],
            [184, 190],
            [112, 212],
            [142, 206],
            [170, 214],
            [194, 218],
            [122, 234],
            [152, 236],
            [180, 234],
          ]
            .map(([x = 0, y = 0], k) =>
              ellipse(x, y, 7 - (k % 3), 4 + (k % 2), shade(M.jute, 0.3), ' opacity=".7"'),
            )
            .join(''),
      ),
    ),
  'recycled-paper-notebook-set': (c) =>
    notebook(86, 74, c.dark, c.ink, false) +
    notebook(130, 66, '#D9CFB8', c.ink, false) +
    notebook(174, 58, c.main, c.ink, true),

  // home-decor
  'khadi-cotton-bedsheet-double': (c) =>
    rect(74, 86, 252, 120, c.dark, 18) +
    rect(86, 150, 228, 80, WHITE, 10) +
    rect(104, 120, 84, 40, M.cotton, 16) +
    rect(212, 120, 84, 40, M.cotton, 16) +
    shape('M76 172h248v66H76z', c.main) +
    hatch(76, 172, 248, 66, 14, WHITE, true) +
    line('M76 178h248', shade(c.main, 0.3), STROKE) +
    rect(80, 238, 12, 26, c.ink, 3) +
    rect(308, 238, 12, 26, c.ink, 3),
  'recycled-glass-vase': (c) =>
    line('M200 160V62M200 120l-40-50M200 130l44-56', '#5E8C4A', STROKE) +
    circle(160, 66, 16, c.main) +
    circle(244, 70, 14, c.dark) +
    circle(200, 56, 18, '#F2A922') +
    shape(
      'M170 130h60v20c0 10 40 30 40 70 0 30-26 42-70 42s-70-12-70-42c0-40 40-60 40-70z',
      GLASS,
      ' opacity=".85"',
    ) +
    shape('M134 206h132c6 30-20 52-66 52s-72-22-66-52z', '#A7DCE2') +
    glint(146, 186, 8, 50),
  'jute-macrame-wall-hanging': (c) =>
    line('M88 58h224', M.wood, 12) +
    line('M160 58l40-24 40 24', M.jute, FINE) +
    shape('M110 64h180l-24 120H134z', M.jute, ' opacity=".35"') +
    line(
      'M120 64l40 60 40-60 40 60 40-60M140 124l60 60 60-60M160 124l40-60 40 60',
      M.jute,
      STROKE,
    ) +
    line('M200 184l-30 40M200 184l30 40M200 184v50', c.main, STROKE) +
    circle(200, 188, 10, c.main) +
    line('M134 130v90M150 140v110M250 140v110M266 130v90M180 200v50M220 200v50', M.jute, FINE),
  'terracotta-diya-set-of-12': (c) =>
    diya(120, 214, 0.7, c.main, c.dark) +
    diya(280, 214, 0.7, c.main, c.dark) +
    diya(200, 190, 0.9, M.clay, c.dark),
  'handwoven-jute-rug-4x6-ft': (c) =>
    shape('M110 100h220l-40 150H70z', M.jute) +
    shape('M126 116h184l-32 118H94z', c.main) +
    shape('M152 140h132l-20 70H126z', M.jute) +
    shape('M205 150l24 25-24 25-24-25z', c.dark) +
    line(
      'M108 100l-2-14M138 100l-1-14M168 100v-14M198 100v-14M228 100v-14M258 100v-14M288 100v-14M318 100v-14',
      M.jute,
      FINE,
    ) +
    line(
      'M70 250l-4 14M100 250l-3 14M130 250l-2 14M160 250l-1 14M190 250v14M220 250v14M250 250v14M280 250v14',
      M.jute,
      FINE,
    ),
  'cane-pendant-lamp-with-led-bulb': (c) =>
    line('M200 30v50', c.ink, FINE) +
    rect(188, 76, 24, 16, c.ink, 4) +
    circle(200, 196, 60, '#FFF3C9', ' opacity=".8"') +
    circle(200, 180, 24, '#FFF7DD') +
    shape('M200 88c60 0 100 50 100 96H100c0-46 40-96 100-96z', M.bamboo) +
    line(
      'M120 150h160M106 172h188M150 106c-6 30-10 60-10 78M200 90v94M250 106c6 30 10 60 10 78',
      shade(M.bamboo, 0.3),
      FINE,
    ) +
    line('M100 184h200', c.dark, STROKE),
  'bamboo-wind-chime': (c) =>
    circle(200, 40, 10, 'none', ` stroke="${c.ink}" stroke-width="${FINE}"`) +
    line('M200 50v8', c.ink, FINE) +
    ellipse(200, 66, 96, 12, M.wood) +
    line('M130 70v30M165 70v20M200 70v44M235 70v20M270 70v30', c.ink, FINE) +
    line('M130 100v130M165 90v110M235 90v110M270 100v130', M.bamboo, 20) +
    line('M120 140h20M155 130h20M225 130h20M260 140h20', shade(M.bamboo, 0.3), FINE) +
    ellipse(200, 122, 26, 8, c.main) +
    line('M200 130v70', c.ink, FINE) +
    leaf(200, 236, 36, 180, c.main),
  'sabai-grass-storage-basket': (c) =>
    ellipse(200, 92, 110, 26, c.dark) +
    ellipse(200, 84, 104, 22, M.bamboo) +
    rect(186, 62, 28, 16, c.dark, 8) +
    shape('M92 108h216l-16 140a20 20 0 0 1-20 16H128a20 20 0 0 1-20-16z', M.bamboo) +
    hatch(96, 108, 208, 150, 18, shade(M.bamboo, 0.35), false, STROKE) +
    line('M92 160h-10M308 160h10', c.dark, STROKE * 2) +
    line('M98 200h204', c.main, STROKE * 1.5),

  // reusable
  'copper-water-bottle-1l': (c) =>
    bottle({ cx: 200, y: 40, w: 116, h: 222, body: M.copper, cap: shade(M.copper, 0.3) }) +
    [
      [180, 140],
      [214, 150],
      [196, 176],
      [226, 190],
      [178, 206],
      [210, 224],
      [232, 130],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 6, shade(M.copper, 0.2)))
      .join('') +
    line('M142 240h116', c.dark, FINE, ' opacity=".4"'),
  'stainless-steel-insulated-bottle-750ml': (c) =>
    line('M182 48a18 18 0 0 1 36 0', M.steel, STROKE * 1.5) +
    rect(172, 48, 56, 30, c.dark, 8) +
    rect(160, 76, 80, 186, M.steel, 22) +
    rect(160, 150, 80, 40, c.main) +
    glint(170, 92, 10, 120) +
    line('M160 242h80', shade(M.steel, 0.25), FINE),
  'jute-shopping-bag': (c) =>
    bag({ cx: 200, y: 100, w: 200, h: 160, fill: M.jute, handle: shade(M.jute, 0.35) }) +
    hatch(110, 100, 180, 160, 12, shade(M.jute, 0.2), true) +
    rect(150, 150, 100, 70, M.cotton, 8) +
    leaf(200, 208, 50, 0, c.main),
  'hemp-tote-bag': (c) =>
    bag({
      cx: 200,
      y: 120,
      w: 168,
      h: 142,
      fill: '#D8CDB0',
      handle: c.dark,
      straps: 'long',
      taper: 0,
    }) +
    [-60, -30, 0, 30, 60].map((a) => leaf(200, 222, a === 0 ? 62 : 48, a, c.main)).join('') +
    line('M200 222v20', c.main, STROKE),
  'reusable-silicone-food-storage-bags-set-of-4': (c) =>
    rect(90, 72, 150, 180, c.dark, 18, ' opacity=".8"') +
    rect(90, 72, 150, 20, shade(c.dark, 0.3), 8) +
    rect(160, 98, 150, 164, c.main, 18, ' opacity=".85"') +
    rect(160, 98, 150, 20, c.dark, 8) +
    circle(204, 200, 26, '#E27A3F') +
    leaf(204, 176, 24, 20, M.leafGreen) +
    circle(260, 214, 22, '#F2C14E') +
    glint(172, 130, 8, 60),
  'reusable-coffee-cup-with-bamboo-fibre': (c) =>
    line('M186 60c-10-12 10-18 0-30M214 60c-10-12 10-18 0-30', c.dark, FINE) +
    rect(128, 72, 144, 26, c.dark, 10) +
    rect(138, 64, 124, 12, c.dark, 6) +
    cup(136, 96, 128, 166, M.bamboo) +
    shape('M140 140h120l-6 60H146z', c.main) +
    leaf(200, 188, 36, 0, WHITE, c.main) +
    hatch(144, 204, 112, 56, 12, shade(M.bamboo, 0.3)),
  'eco-cloth-grocery-bag-foldable': (c) =>
    bag({ cx: 170, y: 100, w: 150, h: 150, fill: c.main, handle: c.dark, taper: 4 }) +
    line('M120 130v110M220 130v110', WHITE, FINE, ' opacity=".4"') +
    rect(222, 186, 96, 76, c.dark, 14) +
    rect(222, 186, 96, 30, shade(c.dark, 0.2), 14) +
    circle(270, 212, 8, WHITE) +
    line('M232 236h76', WHITE, FINE, ' stroke-dasharray="5 5"'),
  'terracotta-water-bottle-1l': (c) =>
    rect(184, 40, 32, 26, M.cork, 6) +
    rect(180, 62, 40, 40, M.clay) +
    shape(
      'M180 100c-60 10-80 60-80 100 0 40 30 62 100 62s100-22 100-62c0-40-20-90-80-100z',
      M.clay,
    ) +
    line('M112 170h176M104 200h192', shade(M.clay, 0.3), STROKE) +
    line('M114 186h172', c.bg, FINE, ' stroke-dasharray="8 8"') +
    glint(126, 122, 10, 40),

  // personal-care
  'neem-wood-comb': (c) =>
    group(
      'rotate(-12 200 150)',
      shape('M76 110h250a16 16 0 0 1 0 32H76z', M.wood) +
        line(
          Array.from({ length: 15 }, (_, i) => `M${96 + i * 16} 142v${i < 8 ? 80 : 60}`).join(''),
          M.wood,
          10,
        ) +
        line('M90 122h200', shade(M.wood, 0.3), FINE),
    ) + leaf(300, 246, 36, 60, c.main),
  'herbal-shampoo-bar-with-shikakai': (c) =>
    ellipse(190, 236, 120, 22, c.dark) +
    ellipse(190, 228, 120, 22, shade(c.dark, -0.3)) +
    ellipse(190, 198, 90, 26, '#7E9B52') +
    rect(100, 160, 180, 40, '#7E9B52') +
    ellipse(190, 160, 90, 26, '#9CB86E') +
    leaf(190, 172, 40, 70, '#7E9B52', WHITE) +
    circle(288, 100, 22, 'none', ` stroke="${c.main}" stroke-width="${FINE}"`) +
    circle(250, 74, 12, 'none', ` stroke="${c.main}" stroke-width="${FINE}"`) +
    circle(300, 54, 8, 'none', ` stroke="${c.main}" stroke-width="${FINE}"`),
  'reusable-cotton-makeup-remover-pads-pack-of-10': (c) =>
    repeat(5, 0, -14, (i) => ellipse(130, 246, 64, 16, i % 2 ? M.cotton : shade(M.cotton, 0.06))) +
    circle(250, 132, 70, M.cotton) +
    circle(250, 132, 70, 'none', ` stroke="${c.main}" stroke-width="${STROKE}"`) +
    line('M200 112h100M192 132h116M200 152h100', c.main, FINE, ' stroke-dasharray="6 6"'),
  'bamboo-cotton-buds-pack-of-200': (c) =>
    [-24, -14, -4, 6, 16, 26]
      .map((a) =>
        group(
          `rotate(${a} 200 230)`,
          line('M200 230V80', M.bamboo, STROKE) + ellipse(200, 74, 9, 14, WHITE),
        ),
      )
      .join('') +
    rect(130, 150, 140, 112, c.main, 10) +
    rect(130, 150, 140, 18, c.dark, 6) +
    leaf(200, 236, 44, 0, WHITE, c.main),
  'organic-aloe-vera-gel-200g': (c) =>
    shape(
      'M120 262c-10-60 0-150 30-200 4 70 8 140 0 200zM128 262c20-50 60-120 100-150-20 50-40 110-60 150z',
      '#5FA845',
    ) +
    line('M148 110l-6 4M146 150l-6 4M196 150l-6 6', '#2C4F1F', FINE) +
    rect(206, 120, 96, 142, '#DDF0D2', 16) +
    rect(200, 108, 108, 22, c.dark, 8) +
    rect(216, 170, 76, 50, c.main, 6) +
    leaf(254, 212, 34, 0, WHITE, c.main),
  'reusable-menstrual-cup-medium': (c) =>
    shape(
      'M130 120h130l-6 40c-8 56-34 84-59 84s-51-28-59-84z',
      'none',
      ` stroke="${c.dark}" stroke-width="${FINE}" stroke-dasharray="6 6"`,
    ) +
    shape(
      'M100 70c0 0 4 100 30 130 16 18 40 26 70 26s54-8 70-26c26-30 30-130 30-130z',
      c.main,
      ' opacity=".9"',
    ) +
    ellipse(200, 70, 100, 16, c.dark) +
    line('M200 226v36', c.main, STROKE * 2) +
    glint(126, 96, 10, 70) +
    [120, 140, 160].map((y) => line(`M150 ${y}h100`, WHITE, FINE, ' opacity=".4"')).join(''),
  'stainless-steel-safety-razor': (c) =>
    rect(110, 54, 180, 46, M.steel, 12) +
    rect(104, 72, 192, 10, shade(M.steel, -0.4), 3) +
    rect(180, 100, 40, 12, shade(M.steel, 0.2), 4) +
    rect(186, 110, 28, 152, M.steel, 10) +
    hatch(186, 126, 28, 110, 8, shade(M.steel, 0.4)) +
    rect(182, 244, 36, 18, shade(M.steel, 0.25), 8) +
    circle(300, 220, 16, WHITE, ' opacity=".5"') +
    circle(318, 188, 10, WHITE, ' opacity=".5"') +
    line('M96 230c20-10 40 10 60 0', c.main, FINE),
  'organic-ubtan-face-pack-with-sandalwood': (c) =>
    shape('M80 170h190a95 90 0 0 1-190 0z', c.dark) +
    ellipse(175, 170, 95, 18, shade(c.dark, 0.2)) +
    ellipse(175, 168, 82, 12, '#E9B46A') +
    group(
      'rotate(40 250 120)',
      rect(242, 40, 16, 130, M.wood, 8) + rect(236, 160, 28, 34, '#F4E6CF', 10),
    ) +
    rect(232, 230, 110, 22, '#C68E5A', 10) +
    hatch(232, 230, 110, 22, 14, shade('#C68E5A', 0.3), true),
  'cork-yoga-mat': (c) =>
    shape('M160 220h180l-30 40H130z', M.cork) +
    hatch(130, 220, 210, 40, 12, shade(M.cork, 0.25)) +
    rect(70, 130, 180, 100, M.cork, 0) +
    ellipse(250, 180, 26, 50, shade(M.cork, 0.2)) +
    ellipse(70, 180, 26, 50, M.cork) +
    circle(70, 180, 34, 'none', ` stroke="${shade(M.cork, 0.35)}" stroke-width="${FINE}"`) +
    circle(70, 180, 18, 'none', ` stroke="${shade(M.cork, 0.35)}" stroke-width="${FINE}"`) +
    line('M100 150l140 0', c.main, STROKE * 2) +
    line('M100 210l140 0', c.main, STROKE * 2),

  // sustainable-fashion
  'organic-cotton-kurta': (c) => garment({ kind: 'kurta', fill: M.cotton, trim: c.main }),
  'hemp-denim-jacket': () => garment({ kind: 'jacket', fill: M.denim, trim: shade(M.denim, 0.3) }),
  'khadi-cotton-handloom-saree': (c) =>
    shape('M228 70c40 20 90 40 100 80l-20 112H250c10-60 4-120-22-192z', c.main) +
    hatch(254, 210, 70, 48, 10, M.gold, true, STROKE) +
    rect(72, 196, 190, 66, c.main, 8) +
    rect(72, 246, 190, 16, M.gold) +
    rect(86, 138, 170, 62, M.cotton, 8) +
    rect(86, 184, 170, 16, M.gold) +
    rect(100, 80, 150, 62, c.dark, 8) +
    rect(100, 126, 150, 16, M.gold) +
    line('M100 132h150', c.main, FINE, ' stroke-dasharray="4 6"'),
  'recycled-pet-sneakers': (c) =>
    shape('M66 214c0-56 20-100 56-100 20 36 74 44 96 10 50 30 116 46 116 90z', c.main) +
    shape('M62 210h276v20a12 12 0 0 1-12 12H74a12 12 0 0 1-12-12z', WHITE) +
    line('M70 226h262', c.dark, FINE, ' stroke-dasharray="10 8"') +
    line('M150 150l20 24M174 144l20 24M198 138l20 22', WHITE, STROKE) +
    shape('M62 196c30-10 48 4 50 14H62z', c.dark) +
    shape('M120 114c6 20 16 30 30 34', 'none', ` stroke="${c.dark}" stroke-width="${FINE}"`),
  'bamboo-fabric-t-shirt': (c) =>
    garment({ kind: 'tshirt', fill: '#A8C97F', trim: c.dark }) + leaf(236, 130, 30, 20, c.main),
  'upcycled-denim-sling-bag': (c) =>
    line('M96 40C150 80 250 120 300 200', c.dark, STROKE * 2) +
    rect(110, 130, 190, 130, M.denim, 22) +
    shape('M110 152c0-12 10-22 22-22h146c12 0 22 10 22 22v40H110z', shade(M.denim, 0.25)) +
    rect(190, 178, 30, 24, c.main, 4) +
    rect(130, 214, 40, 32, '#7FA0CC', 4) +
    rect(230, 212, 46, 30, c.main, 4) +
    line('M116 200h178', WHITE, FINE, ' stroke-dasharray="6 5" opacity=".6"'),
  'cork-leather-wallet': (c) =>
    shape('M80 90h120v170H80a16 16 0 0 1-16-16V106a16 16 0 0 1 16-16z', M.cork) +
    shape('M200 90h120a16 16 0 0 1 16 16v138a16 16 0 0 1-16 16H200z', shade(M.cork, 0.12)) +
    rect(96, 110, 92, 56, c.main, 6) +
    rect(96, 130, 92, 40, shade(M.cork, 0.2), 4) +
    rect(96, 180, 92, 40, shade(M.cork, 0.2), 4) +
    rect(214, 110, 106, 30, WHITE, 4, ' opacity=".7"') +
    line('M200 90v170', shade(M.cork, 0.35), FINE) +
    line('M74 100v150M326 100v150', shade(M.cork, 0.35), FINE, ' stroke-dasharray="5 5"'),
  'sustainable-linen-shirt': (c) => garment({ kind: 'shirt', fill: '#E6DCC7', trim: c.main }),
  'organic-cotton-socks-pack-of-3': (c) =>
    sock(120, c.main, c.dark) + sock(190, M.cotton, c.main) + sock(260, c.dark, c.ink),

  // kitchen
  'stainless-steel-lunch-container-3-tier': (c) =>
    line('M128 112V52h144v60', c.ink, STROKE * 1.5) +
    rect(170, 40, 60, 20, c.main, 8) +
    [96, 152, 208]
      .map((y) => rect(122, y, 156, 54, M.steel, 14) + glint(134, y + 10, 60, 8))
      .join('') +
    line('M122 151h156M122 207h156', shade(M.steel, 0.3), STROKE) +
    line('M116 110v140M284 110v140', c.ink, STROKE),
  'coconut-shell-bowls-set-of-2': () => coconutBowl(150, 176, 0.95) + coconutBowl(262, 196, 0.8),
  'cast-iron-tawa-10-inch': (c) =>
    line('M280 160L346 96', c.ink, 18) +
    circle(340, 102, 5, c.bg) +
    ellipse(180, 176, 124, 58, M.iron) +
    ellipse(180, 168, 112, 50, shade(M.iron, -0.15)) +
    ellipse(150, 150, 40, 12, WHITE, ' opacity=".15"'),
  'bamboo-cutting-board': (c) =>
    rect(86, 70, 216, 186, M.bamboo, 26) +
    circle(262, 100, 14, c.bg) +
    hatch(86, 70, 216, 186, 24, shade(M.bamboo, 0.25), true) +
    line('M100 236l60-40', M.steel, STROKE * 1.5) +
    line('M160 196l34-22', shade(M.wood, 0.2), STROKE * 2) +
    circle(300, 244, 18, '#E27A3F') +
    leaf(300, 226, 22, 10, M.leafGreen),
  'clay-cooking-pot-handi-2l': (c) =>
    ellipse(200, 86, 74, 16, shade(M.clay, 0.2)) +
    rect(186, 58, 28, 20, shade(M.clay, 0.25), 10) +
    shape('M128 86c0-18 144-18 144 0z', M.clay) +
    rect(142, 92, 116, 30, M.clay) +
    shape('M142 120c-70 20-70 140 58 140s128-120 58-140z', M.clay) +
    line('M96 170h208', c.dark, STROKE) +
    line('M104 190h192', shade(M.clay, 0.3), FINE, ' stroke-dasharray="10 8"') +
    line('M120 130c-14 0-20 10-20 20M280 130c14 0 20 10 20 20', shade(M.clay, 0.3), STROKE) +
    glint(140, 150, 10, 40),
  'neem-wood-spatula-set-set-of-4': (c) =>
    line('M128 254L104 74', M.wood, 12) +
    rect(84, 40, 38, 60, M.wood, 10) +
    line('M172 254L166 96', M.wood, 12) +
    ellipse(164, 74, 22, 32, M.wood) +
    ellipse(164, 74, 12, 20, shade(M.wood, 0.2)) +
    line('M228 254L234 96', M.wood, 12) +
    rect(216, 36, 40, 70, M.wood, 10) +
    line('M228 48v44M244 48v44', shade(M.wood, 0.35), STROKE) +
    line('M272 254L296 80', M.wood, 12) +
    shape('M284 40l30 4-8 46-24-4z', M.wood) +
    rect(92, 200, 216, 62, c.main, 10) +
    line('M92 214h216', c.dark, FINE),
  'glass-storage-jar-set-with-bamboo-lids': (c) =>
    glassJar(80, 150, 74, '#E2B33C', c.dark, M.bamboo) +
    glassJar(162, 214, 86, '#8C5A3C', '#5C3A22', M.bamboo) +
    glassJar(256, 178, 70, '#F4EAD2', c.main, M.bamboo),
  'compostable-areca-leaf-plates-pack-of-50': (c) =>
    group('rotate(-10 200 200)', plate(200, 110, shade('#D9B98A', 0.15), c.dark)) +
    group('rotate(6 200 200)', plate(200, 160, shade('#D9B98A', 0.07), c.dark)) +
    plate(200, 216, '#D9B98A', c.dark) +
    ellipse(170, 214, 18, 12, '#E27A3F') +
    leaf(226, 222, 30, 70, M.leafGreen),
};

/** Category tiles keep a single emblem drawn from the same primitives. */
export const categoryDrawings: Record<string, Drawing> = {
  solar: (c) => sun(200, 110, 44, c.main) + solarPanel(110, 190, 180, 70, 6, 2, c.ink),
  organic: (c) =>
    leaf(200, 262, 210, 0, c.main) +
    leaf(200, 262, 150, -40, shade(c.main, 0.2)) +
    leaf(200, 262, 150, 40, shade(c.main, -0.2)),
  'zero-waste': (c) =>
    cylinder(200, 90, 150, 170, c.main, c.dark) + leaf(200, 230, 90, 0, WHITE, c.main),
  'home-decor': (c) => diya(200, 190, 1.4, c.main, c.dark),
  reusable: (c) =>
    bag({ cx: 200, y: 110, w: 200, h: 150, fill: c.main, handle: c.dark }) +
    leaf(200, 230, 70, 0, WHITE, c.main),
  'personal-care': (c) =>
    rect(100, 140, 200, 110, c.main, 36) +
    circle(270, 90, 22, 'none', ` stroke="${c.dark}" stroke-width="${STROKE}"`) +
    circle(220, 70, 12, 'none', ` stroke="${c.dark}" stroke-width="${STROKE}"`),
  'sustainable-fashion': (c) => garment({ kind: 'tshirt', fill: c.main, trim: c.dark }),
  kitchen: (c) =>
    shape('M80 150h240a120 104 0 0 1-240 0z', c.main) + ellipse(200, 150, 120, 22, c.dark),
};

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap onto at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width = 20, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1).trimEnd()}…`;
    return kept;
  }
  return lines;
}

export function colours(palette: Palette): Colours {
  return { main: palette.main, dark: shade(palette.main, 0.28), bg: palette.bg, ink: palette.ink };
}

/** The drawing part of a product's picture (no frame, no name), or undefined when it has none. */
export function productDrawing(product: { slug: string; category: string }): string | undefined {
  const draw = productDrawings[product.slug];
  return draw?.(colours(palettes[product.category] ?? neutral));
}

/** The whole picture: background, a soft shadow, the drawing and the name on a caption band. */
export function picture(title: string, palette: Palette, drawing: string): string {
  const lines = wrap(title);
  const size = lines.length === 3 ? 23 : 26;
  const lh = size + 5;
  // Centre the text block vertically in the caption band (y 282..390).
  const y0 = 336 - ((lines.length - 1) * lh) / 2 + size * 0.36;
  const text = lines
    .map((l, i) => `<tspan x="200" y="${Math.round(y0 + i * lh)}">${escapeXml(l)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    `<rect width="400" height="400" fill="${palette.bg}"/>` +
    `<ellipse cx="200" cy="266" rx="130" ry="10" fill="${palette.ink}" opacity=".1"/>` +
    `<g data-drawing="">${drawing}</g>` +
    `<rect x="16" y="282" width="368" height="108" rx="16" fill="#fff" opacity=".6"/>` +
    `<text font-family="system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="600" fill="${palette.ink}" text-anchor="middle">${text}</text>` +
    `</svg>\n`
  );
}

export function placeholder(): string {
  const p = neutral;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">Image unavailable</title>` +
    `<rect width="400" height="400" fill="${p.bg}"/>` +
    `<rect x="110" y="90" width="180" height="140" rx="14" fill="none" stroke="${p.main}" stroke-width="10"/>` +
    `<circle cx="160" cy="136" r="16" fill="${p.main}"/><path d="M120 220l50-50 30 30 34-44 46 64z" fill="${p.main}"/>` +
    `<text x="200" y="300" font-family="system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="24" font-weight="600" fill="${p.ink}" text-anchor="middle">Image unavailable</text>` +
    `</svg>\n`
  );
}
