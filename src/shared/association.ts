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
