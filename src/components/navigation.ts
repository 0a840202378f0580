/**
 * The site's main navigation, shared by the header, the footer's quick links and the e2e tests.
 * Exactly six entries, in this order (SPEC section 2).
 */
export interface NavItem {
  href: string;
  label: string;
}

export const mainNavigation: readonly NavItem[] = [
  { href: "/", label: "Start" },
  { href: "/themen", label: "Themen & Forderungen" },
  { href: "/vorstand", label: "Vorstand" },
  { href: "/presse", label: "Presse" },
  { href: "/mitgliedschaft", label: "Mitgliedschaft" },
  { href: "/kontakt", label: "Kontakt" },
];

export const legalNavigation: readonly NavItem[] = [
  { href: "/impressum", label: "Impressum" },
  { href: "/datenschutz", label: "Datenschutz" },
  { href: "/satzung", label: "Satzung" },
  { href: "/barrierefreiheit", label: "Barrierefreiheit" },
];

/** True when `href` is the current page or (for sections like /presse) one of its sub-pages. */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\.html$/, "").replace(/\/$/, "") || "/";
  if (href === "/") return path === "/" || path === "/index";
  return path === href || path.startsWith(`${href}/`);
}
