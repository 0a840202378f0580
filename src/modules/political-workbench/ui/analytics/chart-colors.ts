/** Colours of the action kinds: distinguishable, and each at least 3:1 against white (WCAG 1.4.11). */
import type { ActionKind } from "../../domain/labels.ts";

export const KIND_COLORS: Record<ActionKind, string> = {
  letter: "#0b3a5b",
  meeting: "#b8400b",
  event: "#1a7f37",
  press_release: "#6e40aa",
  call: "#8a5300",
  email: "#1d6fd1",
};

export const BAR_COLOR = "#0b3a5b";
export const AXIS_COLOR = "#4a5968";
export const GRID_COLOR = "#d3dce5";
