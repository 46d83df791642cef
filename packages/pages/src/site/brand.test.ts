import { describe, expect, it } from 'vitest';
import { placeholderBrand, themeCss } from './brand.ts';

const withAccent = (accent: string, text = '#141414') => {
  const brand = placeholderBrand('b');
  return themeCss({ ...brand, theme: { ...brand.theme, accent, text } });
};

describe('the focus ring colour (issue 28.10)', () => {
  it("defect: a red focus ring reads as an error — a red or orange-red accent gives the ring the brand's text colour", () => {
    expect(withAccent('#E2231A')).toContain('--color-focus:#141414');
    expect(withAccent('#E36414')).toContain('--color-focus:#141414');
  });

  it("keeps the brand's accent for the ring when it is not a red", () => {
    expect(withAccent('#0066CC')).toContain('--color-focus:#0066CC');
    expect(withAccent('#00A39A')).toContain('--color-focus:#00A39A');
    expect(withAccent('#C9A24A')).toContain('--color-focus:#C9A24A');
  });
});
