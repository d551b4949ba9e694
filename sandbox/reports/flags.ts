/**
 * Country flags for the account snapshot, drawn by the sandbox as small SVGs (3:2): simplified but recognisable.
 * Served without a token (an <img> sends none) with nosniff and a CSP that lets the SVG run nothing and load nothing.
 */
type Flag = { stripes: 'h' | 'v'; colors: string[] } | { svg: string };

const cross = (field: string, color: string, x: number, width = 2) =>
  `<rect width="30" height="20" fill="${field}"/><rect x="${x}" width="${width}" height="20" fill="${color}"/>` +
  `<rect y="${10 - width / 2}" width="30" height="${width}" fill="${color}"/>`;

const FLAGS: Record<string, Flag> = {
  nl: { stripes: 'h', colors: ['#AE1C28', '#FFFFFF', '#21468B'] },
  fr: { stripes: 'v', colors: ['#002654', '#FFFFFF', '#CE1126'] },
  de: { stripes: 'h', colors: ['#000000', '#DD0000', '#FFCE00'] },
  be: { stripes: 'v', colors: ['#000000', '#FDDA24', '#EF3340'] },
  es: { stripes: 'h', colors: ['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'] },
  it: { stripes: 'v', colors: ['#009246', '#FFFFFF', '#CE2B37'] },
  at: { stripes: 'h', colors: ['#ED2939', '#FFFFFF', '#ED2939'] },
  ie: { stripes: 'v', colors: ['#169B62', '#FFFFFF', '#FF883E'] },
  se: { svg: cross('#006AA7', '#FECC00', 9, 3) },
  ch: {
    svg: '<rect width="30" height="20" fill="#DA291C"/><rect x="13" y="4" width="4" height="12" fill="#FFFFFF"/><rect x="9" y="8" width="12" height="4" fill="#FFFFFF"/>',
  },
  gb: {
    svg:
      '<rect width="30" height="20" fill="#012169"/><path d="M0 0L30 20M30 0L0 20" stroke="#FFFFFF" stroke-width="4"/>' +
      '<path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" stroke-width="1.5"/>' +
      '<rect x="12" width="6" height="20" fill="#FFFFFF"/><rect y="7" width="30" height="6" fill="#FFFFFF"/>' +
      '<rect x="13" width="4" height="20" fill="#C8102E"/><rect y="8" width="30" height="4" fill="#C8102E"/>',
  },
  us: {
    svg:
      '<rect width="30" height="20" fill="#FFFFFF"/>' +
      Array.from(
        { length: 7 },
        (_, i) => `<rect y="${(i * 40) / 13}" width="30" height="${20 / 13}" fill="#B22234"/>`,
      ).join('') +
      '<rect width="12" height="10.77" fill="#3C3B6E"/>',
  },
};

function drawn(flag: Flag): string {
  if ('svg' in flag) return flag.svg;
  const n = flag.colors.length;
  return flag.colors
    .map((color, i) =>
      flag.stripes === 'h'
        ? `<rect y="${(i * 20) / n}" width="30" height="${20 / n}" fill="${color}"/>`
        : `<rect x="${(i * 30) / n}" width="${30 / n}" height="20" fill="${color}"/>`,
    )
    .join('');
}

/** The SVG of a country's flag by its lower-case ISO code, or undefined when the sandbox draws none. */
export function flagSvg(iso: string): string | undefined {
  const flag = FLAGS[iso];
  if (!flag) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">${drawn(flag)}</svg>`;
}

export const FLAG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=86400, no-transform',
};
