/**
 * Matches a request path against a route path such as "/api/members/:id/contacts/:contactId".
 * Route tables and Netlify's config.path use only literal text and `:name` parameters, which
 * URLPattern matched; but URLPattern.exec costs several microseconds a call and every request ran
 * it for every route of its function and, in the local server, of every function (the largest
 * part of the router's own CPU per request, issue 27). A path with anything else (wildcards,
 * groups, modifiers) still goes to URLPattern, so the matching rules stay URLPattern's.
 *
 * The pathname must be the canonical one of a parsed URL (`new URL(...).pathname`), as the router
 * and the local server pass it: URLPattern would canonicalize it the same way first.
 */

export interface PathPattern {
  /** The parameters of a matching pathname (undecoded, like URLPattern's groups), else null. */
  exec(pathname: string): Record<string, string> | null;
}

const SIMPLE = /^(?:[A-Za-z0-9._~!$&'@,;=/-]|:[A-Za-z_$][\w$]*)*$/;
const PARAM = /:([A-Za-z_$][\w$]*)/g;

export function compilePathPattern(path: string): PathPattern {
  if (!SIMPLE.test(path)) {
    const pattern = new URLPattern({ pathname: path });
    return {
      exec: (pathname) => {
        const match = pattern.exec({ pathname });
        if (!match) return null;
        return Object.fromEntries(Object.entries(match.pathname.groups).filter(([, v]) => v !== undefined)) as Record<string, string>;
      },
    };
  }
  const names: string[] = [];
  let source = "";
  let last = 0;
  for (const m of path.matchAll(PARAM)) {
    source += escapeRegExp(path.slice(last, m.index)) + "([^/]+?)";
    names.push(m[1]!);
    last = m.index + m[0].length;
  }
  source += escapeRegExp(path.slice(last));
  const regex = new RegExp(`^${source}$`, "u");
  if (names.length === 0) return { exec: (pathname) => (pathname === path ? {} : null) };
  return {
    exec(pathname) {
      const match = regex.exec(pathname);
      if (!match) return null;
      const groups: Record<string, string> = {};
      for (let i = 0; i < names.length; i++) groups[names[i]!] = match[i + 1]!;
      return groups;
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
