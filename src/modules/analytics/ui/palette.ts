/** Series colours with at least 3:1 contrast against white (WCAG 1.4.11), distinguishable in order. */
export const SERIES_COLOURS = ["#0b3a5b", "#b8400b", "#166534", "#6d28d9", "#0e7490", "#9d174d", "#854d0e", "#4338ca", "#52525b"] as const;

export const colourAt = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

export const numberFormat = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
