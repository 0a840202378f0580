import type { InvoiceIssuer, InvoiceRecipient } from "./invoice.ts";

/** Issuer and recipient used by the finance tests and the demo seed (fictitious data). */
export const demoIssuer: InvoiceIssuer = {
  name: "Verband Nichtbundeseigener Schieneninfrastruktur e.V. (VNSI)",
  addressLines: ["Reinhardtstraße 27", "10117 Berlin"],
  taxNumber: "27/663/54321",
  vatId: null,
  registerText: "Amtsgericht Charlottenburg, VR 41873 B",
  representedBy: "Dr. Matthias Kühnel (Präsident), Katrin Albers (Vizepräsidentin), Jens Wohlfahrt (Schatzmeister)",
  contactLines: ["Telefon +49 30 2062 4418-0", "info@vnsi-verband.de"],
  bank: { name: "Berliner Volksbank", iban: "DE45100900001234567890", bic: "BEVODEBBXXX" },
  creditorId: "DE98ZZZ09999999999",
};

export const demoRecipient: InvoiceRecipient = {
  name: "Havelländische Hafen- und Industriebahn GmbH",
  addressLines: ["Am Hafenbecken 4", "14641 Nauen"],
  memberNumber: "M-0007",
  attention: "Buchhaltung",
};
