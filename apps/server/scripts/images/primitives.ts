/**
 * Small SVG building blocks for the catalogue pictures. Every picture is composed from these so
 * they share one flat style: filled shapes without outlines, details drawn with the same two
 * stroke widths, white glints at one opacity, and colours taken from the caller's palette.
 * Coordinates are in the 400x400 picture; drawings keep to x 60..340, y 30..270.
 */

/** Width of detail lines (seams, handles, bristles). */
export const STROKE = 6;
/** Width of fine lines (grids, weaves, stitches). */
export const FINE = 3;
/** Solar cells and screens. */
export const CELL = '#2F4E7A';
export const CELL_LINE = '#9DB8DB';
export const GLASS = '#CFEAF0';
export const FLAME = '#F2A922';
export const WHITE = '#fff';

const r = (n: number) => Math.round(n * 10) / 10;

/** Darken (f > 0) or lighten (f < 0) a #RRGGBB colour. */
export function shade(hex: string, f: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) =>
    Math.max(0, Math.min(255, Math.round(f >= 0 ? v * (1 - f) : v + (255 - v) * -f))),
  );
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
) =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${r(rx)}"` : ''} fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;

export const shape = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** An open line in the house stroke style (round ends). */
export const line = (d: string, stroke: string, width = STROKE, extra = '') =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** A white shine on a surface: the one highlight every picture uses. */
export const glint = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, WHITE, Math.min(w, h) / 2, ' opacity=".45"');

export const group = (transform: string, content: string) =>
  `<g transform="${transform}">${content}</g>`;

/** n copies of a drawing, each shifted by (dx, dy); i is the copy's index. */
export function repeat(n: number, dx: number, dy: number, draw: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) =>
    group(`translate(${r(dx * i)} ${r(dy * i)})`, draw(i)),
  ).join('');
}

/** Parallel lines across a box, e.g. a weave, a grid or stripes. */
export function hatch(
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  stroke: string,
  vertical = false,
  width = FINE,
): string {
  const d: string[] = [];
  if (vertical) for (let v = x + step; v < x + w; v += step) d.push(`M${r(v)} ${r(y)}v${r(h)}`);
  else for (let v = y + step; v < y + h; v += step) d.push(`M${r(x)} ${r(v)}h${r(w)}`);
  return line(d.join(''), stroke, width, ' opacity=".6"');
}

/** A leaf pointing along `angle` degrees from (cx, cy), with a midrib. */
export function leaf(
  cx: number,
  cy: number,
  length: number,
  angle: number,
  fill: string,
  vein = WHITE,
): string {
  const w = length * 0.38;
  return group(
    `translate(${r(cx)} ${r(cy)}) rotate(${angle})`,
    shape(
      `M0 0C${r(w)} ${r(-length * 0.2)} ${r(w)} ${r(-length * 0.75)} 0 ${r(-length)}C${r(-w)} ${r(-length * 0.75)} ${r(-w)} ${r(-length * 0.2)} 0 0Z`,
      fill,
    ) + line(`M0 ${r(-length * 0.1)}V${r(-length * 0.8)}`, vein, FINE, ' opacity=".7"'),
  );
}

export function sun(cx: number, cy: number, radius: number, fill: string): string {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `M${r(cx + c * radius * 1.35)} ${r(cy + s * radius * 1.35)}L${r(cx + c * radius * 1.7)} ${r(cy + s * radius * 1.7)}`;
  }).join('');
  return circle(cx, cy, radius, fill) + line(rays, fill, STROKE);
}

/** A flame, as on a diya or a lamp, standing on (cx, base). */
export function flame(cx: number, base: number, h: number): string {
  const w = h * 0.42;
  return (
    shape(
      `M${r(cx)} ${r(base - h)}c${r(w * 0.7)} ${r(h * 0.4)} ${r(w)} ${r(h * 0.62)} ${r(w)} ${r(h * 0.78)}a${r(w)} ${r(h * 0.22)} 0 0 1 ${r(-2 * w)} 0c0 ${r(-h * 0.16)} ${r(w * 0.3)} ${r(-h * 0.38)} ${r(w)} ${r(-h * 0.78)}z`,
      FLAME,
    ) + ellipse(cx, base - h * 0.22, w * 0.4, h * 0.2, '#FFF3C9')
  );
}

/** A grid of solar cells in a frame. */
export function solarPanel(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  frame: string,
): string {
  const d: string[] = [];
  for (let i = 1; i < cols; i++) d.push(`M${r(x + (w * i) / cols)} ${r(y)}v${r(h)}`);
  for (let i = 1; i < rows; i++) d.push(`M${r(x)} ${r(y + (h * i) / rows)}h${r(w)}`);
  return (
    rect(x - 5, y - 5, w + 10, h + 10, frame, 6) +
    rect(x, y, w, h, CELL, 2) +
    line(d.join(''), CELL_LINE, FINE)
  );
}

/** A jar: lid, body with rounded corners, optional paper label and glint. */
export function jar(o: {
  x: number;
  y: number;
  w: number;
  h: number;
  body: string;
  lid: string;
  label?: string;
  lidH?: number;
}): string {
  const lidH = o.lidH ?? Math.max(18, o.h * 0.16);
  return (
    rect(o.x + o.w * 0.08, o.y, o.w * 0.84, lidH, o.lid, 6) +
    rect(o.x, o.y + lidH - 4, o.w, o.h - lidH + 4, o.body, Math.min(26, o.w * 0.2)) +
    (o.label ? rect(o.x + o.w * 0.14, o.y + o.h * 0.42, o.w * 0.72, o.h * 0.3, o.label, 6) : '') +
    glint(o.x + o.w * 0.12, o.y + lidH + 10, 10, o.h * 0.22)
  );
}

/** A bottle standing on (cx, y + h): cap, neck, rounded shoulders and body. */
export function bottle(o: {
  cx: number;
  y: number;
  w: number;
  h: number;
  body: string;
  cap: string;
  neck?: number;
  capH?: number;
  round?: number;
}): string {
  const neckW = o.w * (o.neck ?? 0.42);
  const capH = o.capH ?? 24;
  const neckH = o.h * 0.12;
  const top = o.y + capH + neckH;
  const round = o.round ?? o.w * 0.3;
  const half = o.w / 2;
  return (
    rect(o.cx - neckW / 2 - 3, o.y, neckW + 6, capH, o.cap, 6) +
    rect(o.cx - neckW / 2, o.y + capH - 2, neckW, neckH + 4, o.body) +
    shape(
      `M${r(o.cx - neckW / 2)} ${r(top)}Q${r(o.cx - half)} ${r(top)} ${r(o.cx - half)} ${r(top + round)}V${r(o.y + o.h - 14)}q0 14 14 14H${r(o.cx + half - 14)}q14 0 14-14V${r(top + round)}Q${r(o.cx + half)} ${r(top)} ${r(o.cx + neckW / 2)} ${r(top)}z`,
      o.body,
    ) +
    glint(o.cx - half + 12, top + round, 10, o.h * 0.3)
  );
}

/** A stand-up pouch with a sealed top, tear notches and an optional window. */
export function pouch(o: {
  cx: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  seal: string;
  window?: string;
}): string {
  const x = o.cx - o.w / 2;
  return (
    shape(
      `M${r(x + 6)} ${r(o.y)}H${r(x + o.w - 6)}L${r(x + o.w)} ${r(o.y + o.h)}H${r(x)}z`,
      o.fill,
    ) +
    rect(x + 6, o.y, o.w - 12, 16, o.seal) +
    line(
      `M${r(x + 14)} ${r(o.y + 8)}h${r(o.w - 28)}`,
      WHITE,
      FINE,
      ' stroke-dasharray="4 6" opacity=".6"',
    ) +
    (o.window ? rect(o.cx - o.w * 0.28, o.y + o.h * 0.5, o.w * 0.56, o.h * 0.3, o.window, 12) : '')
  );
}

/** A sack tied at the neck. */
export function sack(o: {
  cx: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  tie: string;
}): string {
  const half = o.w / 2;
  const neck = o.y + o.h * 0.2;
  return (
    shape(
      `M${r(o.cx - 22)} ${r(o.y)}L${r(o.cx - 30)} ${r(neck)}C${r(o.cx - half - 10)} ${r(neck + 20)} ${r(o.cx - half)} ${r(o.y + o.h - 20)} ${r(o.cx - half + 14)} ${r(o.y + o.h)}H${r(o.cx + half - 14)}C${r(o.cx + half)} ${r(o.y + o.h - 20)} ${r(o.cx + half + 10)} ${r(neck + 20)} ${r(o.cx + 30)} ${r(neck)}L${r(o.cx + 22)} ${r(o.y)}z`,
      o.fill,
    ) +
    line(`M${r(o.cx - 32)} ${r(neck - 2)}h64`, o.tie, STROKE * 1.4) +
    line(`M${r(o.cx + 10)} ${r(neck)}l16 18M${r(o.cx + 10)} ${r(neck)}l24 8`, o.tie, FINE)
  );
}

/** A carry bag: body plus loop handles, long straps or none. */
export function bag(o: {
  cx: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  handle: string;
  straps?: 'loop' | 'long' | 'none';
  taper?: number;
}): string {
  const half = o.w / 2;
  const taper = o.taper ?? 10;
  const body = shape(
    `M${r(o.cx - half)} ${r(o.y)}H${r(o.cx + half)}L${r(o.cx + half - taper)} ${r(o.y + o.h)}H${r(o.cx - half + taper)}z`,
    o.fill,
  );
  const straps = o.straps ?? 'loop';
  const handles =
    straps === 'loop'
      ? line(`M${r(o.cx - 34)} ${r(o.y + 2)}v-18a34 34 0 0 1 68 0v18`, o.handle, STROKE * 2)
      : straps === 'long'
        ? line(
            `M${r(o.cx - half + 26)} ${r(o.y + 2)}C${r(o.cx - half + 26)} ${r(o.y - 90)} ${r(o.cx + half - 26)} ${r(o.y - 90)} ${r(o.cx + half - 26)} ${r(o.y + 2)}`,
            o.handle,
            STROKE * 1.5,
          )
        : '';
  return handles + body;
}

/** A garment laid flat: T-shirt, collared shirt, kurta or jacket. */
export function garment(o: {
  kind: 'tshirt' | 'shirt' | 'kurta' | 'jacket';
  fill: string;
  trim: string;
}): string {
  const long = o.kind === 'kurta';
  const sleeves = o.kind === 'tshirt' ? 'short' : 'long';
  const hem = long ? 270 : 250;
  const body = `M134 62L164 50c8 18 22 26 36 26s28-8 36-26l30 12`;
  const arm =
    sleeves === 'short'
      ? `L312 100l-26 30-18-10V${hem}H132V120l-18 10-26-30z`
      : `L310 120l22 126-30 6-30-110V${hem}H128V142l-30 110-30-6 22-126z`;
  let details = '';
  if (o.kind === 'tshirt') details = line('M164 50c8 18 22 26 36 26s28-8 36-26', o.trim, STROKE);
  if (o.kind === 'shirt' || o.kind === 'jacket')
    details =
      shape('M164 50l36 34-22 16-22-40z', o.trim) +
      shape('M236 50l-36 34 22 16 22-40z', o.trim) +
      line(`M200 84V${hem - 4}`, o.trim, FINE) +
      [110, 150, 190, 230].map((y) => circle(206, y, 4, WHITE)).join('');
  if (o.kind === 'jacket')
    details +=
      rect(146, 124, 36, 30, o.trim, 4) +
      rect(218, 124, 36, 30, o.trim, 4) +
      line(`M132 ${hem - 26}h136`, o.trim, FINE, ' stroke-dasharray="6 5"') +
      line('M128 142l-30 110M272 142l30 110', WHITE, FINE, ' stroke-dasharray="6 5" opacity=".6"');
  if (o.kind === 'shirt') details += rect(220, 120, 32, 30, shade(o.fill, 0.12), 3);
  if (o.kind === 'kurta')
    details =
      rect(186, 50, 28, 12, o.trim, 4) +
      line('M200 62V150', o.trim, STROKE) +
      [80, 104, 128].map((y) => circle(200, y, 4, WHITE)).join('') +
      line(`M134 ${hem - 50}v46M266 ${hem - 50}v46`, o.trim, FINE) +
      line(`M130 ${hem - 8}h140`, o.trim, STROKE, ' stroke-dasharray="2 10"');
  return shape(`${body}${arm}`, o.fill) + details;
}

/** A box in three-quarter view: front face, top and side. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  front: string,
  side: string,
  top: string,
): string {
  return (
    rect(x, y, w, h, front) +
    shape(`M${x} ${y}l${d} ${-d * 0.6}h${w}l${-d} ${d * 0.6}z`, top) +
    shape(`M${x + w} ${y}l${d} ${-d * 0.6}v${h}l${-d} ${d * 0.6}z`, side)
  );
}

/** An upright cylinder (tin, bin, tier) with an elliptical top. */
export function cylinder(
  cx: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  top: string,
): string {
  const ry = w * 0.14;
  return (
    shape(
      `M${r(cx - w / 2)} ${r(y)}V${r(y + h)}a${r(w / 2)} ${r(ry)} 0 0 0 ${r(w)} 0V${r(y)}z`,
      fill,
    ) + ellipse(cx, y, w / 2, ry, top)
  );
}
