/** Which sidebar sections the person folded, kept in this browser (nothing personal, no cookie). */
const KEY = "vnsi.sidebar.closed";

export function readClosedSections(): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

export function writeClosedSections(closed: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...closed]));
  } catch {
    // Storage may be unavailable (private mode): the sections still fold for this visit.
  }
}
