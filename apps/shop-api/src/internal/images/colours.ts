/** Colours a product image can be tinted with, by the slug used in image paths. */
export const imageColours: Readonly<Record<string, string>> = {
  black: '#2b2b2e',
  white: '#f2f2ee',
  red: '#c8312f',
  blue: '#2f5fb3',
  green: '#3f8a4f',
  grey: '#8a8f96',
  'space-grey': '#5d6066',
  silver: '#d5d8dc',
};

/** The image-path slug of a colour label: `Space Grey` → `space-grey`. */
export function colourSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, '-');
}
