/**
 * The one place where a path and a query string are built from values (replaces the query-string
 * helpers the screens each had). Empty values are left out so the server's defaults apply; arrays
 * become repeated keys; a path parameter is always URI-encoded.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === "") continue;
      search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** "/api/crm/contacts/:id" + { id } -> "/api/crm/contacts/<id, encoded>"; a missing parameter is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

export function urlOf(path: string, input: { params?: unknown; query?: unknown } | undefined): string {
  return fillPath(path, input?.params as Record<string, unknown> | undefined) + queryString(input?.query as Record<string, unknown> | undefined);
}
