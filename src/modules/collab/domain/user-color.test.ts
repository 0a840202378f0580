import { describe, expect, it } from "vitest";
import { CARET_COLORS, colorForUser } from "./user-color.ts";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe("colorForUser", () => {
  it("gives one user the same colour every time", () => {
    expect(colorForUser("user_2abc")).toBe(colorForUser("user_2abc"));
  });

  it("spreads users over the palette", () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => colorForUser(`user-${i}`)));
    expect(used.size).toBe(CARET_COLORS.length);
  });

  it("uses only colours that carry white label text at 4.5:1 or more", () => {
    for (const color of CARET_COLORS) {
      const contrast = 1.05 / (luminance(color) + 0.05);
      expect(contrast, color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
