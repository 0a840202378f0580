/**
 * Master data of the association, used by the public pages (header, footer, legal notice, contact)
 * and by the server (e-mail signatures, office notifications). One place to change an address.
 */
export const association = {
  name: "Verband Nichtbundeseigener Schieneninfrastruktur e.V.",
  shortName: "VNSI",
  tagline: "Die Stimme der nichtbundeseigenen Eisenbahninfrastruktur",
  founded: "2024-10-10",
  address: {
    street: "Reinhardtstraße 27",
    postalCode: "10117",
    city: "Berlin",
  },
  phone: "+49 30 2062 4418-0",
  phoneHref: "tel:+4930206244180",
  email: "info@vnsi-verband.de",
  /** Where office notifications about applications and contact messages go. */
  officeEmail: "geschaeftsstelle@vnsi-verband.de",
  pressEmail: "presse@vnsi-verband.de",
  register: {
    court: "Amtsgericht Charlottenburg",
    number: "VR 41873 B",
  },
  facts: {
    trackKm: "5.000",
    networkShare: "15",
  },
} as const;

export type Association = typeof association;

/** The year of the association's founding (statutes: 10 October 2024). */
export const FOUNDING_YEAR = Number(association.founded.slice(0, 4));

/**
 * The years a picker offers, newest first, from `newest` down to `oldest` but never before the
 * founding (issue 25: pickers offered 2021-2023 for an association founded in 2024).
 */
export function yearsSinceFounding(newest: number, oldest: number = FOUNDING_YEAR): number[] {
  const years: number[] = [];
  for (let year = newest; year >= Math.max(oldest, FOUNDING_YEAR); year--) years.push(year);
  return years;
}
