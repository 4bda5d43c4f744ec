/**
 * The Atrium mark: a white "A" (the favicon's glyph, public/favicon.svg) on Atrium blue. The app
 * icons are drawn from these SVGs by draw-icons.ts; keep the two in step with the favicon.
 */
export const BRAND_BLUE = '#1f6feb';
const GLYPH = 'M9 24 16 8l7 16h-3.4l-1.3-3.2h-4.6L12.4 24Zm5.8-6h2.4L16 15Z';

/** The launcher icon: rounded square, glyph filling most of it. */
export function anyIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND_BLUE}"/><path d="${GLYPH}" fill="#fff"/></svg>`;
}

/**
 * Maskable: the platform cuts its own shape, so the background fills the square and the glyph
 * stays inside the central 80 % safe zone (scaled to 60 % here, centred).
 */
export function maskableIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_BLUE}"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)"><path d="${GLYPH}" fill="#fff"/></g></svg>`;
}

/** The small monochrome badge Android shows in the status bar: only the alpha channel counts. */
export function badgeIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(1.25) translate(-16 -16)"><path d="${GLYPH}" fill="#fff"/></g></svg>`;
}
