/**
 * Options every TipTap editor of the module shares. TipTap injects its base CSS as an inline
 * <style> element unless told not to, which the site's CSP refuses (style-src 'self');
 * prosemirror-base.css ships the same rules as a stylesheet (issue 25).
 */
export const EDITOR_OPTIONS = { injectCSS: false } as const;
