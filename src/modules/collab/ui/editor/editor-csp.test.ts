/**
 * The editors must not need inline styles (the site's CSP: style-src 'self'): TipTap's injected
 * <style> is switched off and its rules ship as a stylesheet, and another person's selection is
 * tinted by a class per caret colour instead of the library's style attribute (issue 25).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CARET_COLORS } from "../../domain/user-color.ts";
import { selectionAttributes } from "./editor-extensions.ts";
import { EDITOR_OPTIONS } from "./editor-options.ts";

const css = (name: string) => readFileSync(path.join(import.meta.dirname, name), "utf8");

describe("editors without inline styles", () => {
  it("switch TipTap's injected stylesheet off and ship its rules", () => {
    expect(EDITOR_OPTIONS.injectCSS).toBe(false);
    expect(css("prosemirror-base.css")).toContain(".ProseMirror-hideselection");
  });

  it("tint a selection by class, with a rule for every caret colour", () => {
    const styles = css("editor.css");
    CARET_COLORS.forEach((color, index) => {
      const attributes = selectionAttributes({ name: "Anna", color });
      expect(attributes).toEqual({ class: `ProseMirror-yjs-selection collab-selection--${index}` });
      expect(attributes).not.toHaveProperty("style");
      expect(styles).toMatch(new RegExp(`\\.collab-selection--${index} \\{\\s*background-color: color-mix\\(in srgb, ${color} `));
    });
    expect(selectionAttributes({ color: "red; background: url(x)" })).toEqual({ class: "ProseMirror-yjs-selection" });
  });
});
