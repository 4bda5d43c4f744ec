import { encodePng, type Rgba } from './png.ts';

const BRAND: Rgba = [76, 110, 245, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

const mix = (from: Rgba, to: Rgba, t: number): Rgba =>
  [0, 1, 2, 3].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgba;

/** Demo Company's logo: a rounded brand-coloured square with a white ring and dot. */
export function demoLogoPng(size = 128): Buffer {
  const radius = size * 0.22;
  const centre = size / 2;
  return encodePng(size, size, (x, y) => {
    const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
    const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
    if (dx * dx + dy * dy > radius * radius) return CLEAR;
    const distance = Math.hypot(x - centre, y - centre);
    if (distance < size * 0.1) return WHITE;
    if (distance > size * 0.22 && distance < size * 0.3) return WHITE;
    return mix(BRAND, [54, 79, 199, 255], y / size);
  });
}

/** Demo Company's cover: a soft diagonal gradient with gentle waves. */
export function demoCoverPng(width = 1200, height = 300): Buffer {
  return encodePng(width, height, (x, y) => {
    const wave = Math.sin(x / 90 + y / 60) * 0.06;
    const t = Math.min(1, Math.max(0, (x / width) * 0.7 + (y / height) * 0.3 + wave));
    return mix([219, 228, 255, 255], [76, 110, 245, 255], t);
  });
}
