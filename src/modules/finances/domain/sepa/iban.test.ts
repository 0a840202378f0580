import { describe, expect, it } from "vitest";
import { checkBic } from "./bic.ts";
import { checkCreditorId } from "./creditor-id.ts";
import { checkIban, formatIban, ibanChecksumIsValid, maskIban } from "./iban.ts";

describe("checkIban", () => {
  it.each([
    "DE89 3704 0044 0532 0130 00",
    "de89370400440532013000",
    "AT611904300234573201",
    "NL91ABNA0417164300",
    "CH9300762011623852957",
    "FR1420041010050500013M02606",
  ])("accepts %s", (iban) => {
    expect(checkIban(iban).ok).toBe(true);
  });

  it("normalises spaces, dashes and case", () => {
    expect(checkIban(" de89-3704 0044 0532 0130 00 ")).toEqual({ ok: true, iban: "DE89370400440532013000", country: "DE" });
  });

  it("rejects a single wrong digit and swapped digits (mod 97)", () => {
    expect(checkIban("DE89370400440532013001")).toEqual({ ok: false, message: "IBAN-Prüfziffer stimmt nicht – bitte auf Tippfehler prüfen" });
    expect(checkIban("DE89370400440532010300").ok).toBe(false);
  });

  it("checks the country's length and the SEPA area", () => {
    expect(checkIban("DE8937040044053201300")).toEqual({ ok: false, message: "Eine IBAN aus DE hat 22 Zeichen, eingegeben wurden 21" });
    expect(checkIban("US64SVBKUS6S3300958879")).toEqual({ ok: false, message: "Ländercode US gehört nicht zum SEPA-Raum" });
    expect(checkIban("").ok).toBe(false);
    expect(checkIban("DE89_3704").ok).toBe(false);
  });

  it("computes the checksum on letters as 10..35", () => {
    expect(ibanChecksumIsValid("GB82WEST12345698765432")).toBe(true);
    expect(ibanChecksumIsValid("GB82WEST12345698765433")).toBe(false);
  });

  it("formats and masks for display", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(maskIban("DE89370400440532013000")).toBe("DE89 **** **** **** **30 00");
  });
});

describe("checkBic", () => {
  it("accepts 8 and 11 characters and an empty BIC (IBAN-only)", () => {
    expect(checkBic("COBADEFF")).toEqual({ ok: true, bic: "COBADEFF", warning: null });
    expect(checkBic("cobadeffxxx", "DE")).toEqual({ ok: true, bic: "COBADEFFXXX", warning: null });
    expect(checkBic("")).toEqual({ ok: true, bic: null, warning: null });
    expect(checkBic(null)).toEqual({ ok: true, bic: null, warning: null });
  });

  it("rejects wrong lengths and non-SEPA countries, warns on a country mismatch", () => {
    expect(checkBic("COBADEF").ok).toBe(false);
    expect(checkBic("COBADEFFXX").ok).toBe(false);
    expect(checkBic("CHASUS33")).toEqual({ ok: false, message: "BIC-Land US gehört nicht zum SEPA-Raum" });
    expect(checkBic("BKAUATWW", "DE")).toEqual({ ok: true, bic: "BKAUATWW", warning: "BIC-Land AT passt nicht zum IBAN-Land DE" });
  });
});

describe("checkCreditorId", () => {
  it("accepts the Bundesbank test id and ignores the business code in the check", () => {
    expect(checkCreditorId("DE98ZZZ09999999999")).toEqual({ ok: true, creditorId: "DE98ZZZ09999999999" });
    expect(checkCreditorId("de98 abc 09999999999")).toEqual({ ok: true, creditorId: "DE98ABC09999999999" });
  });

  it("rejects wrong check digits and lengths", () => {
    expect(checkCreditorId("DE97ZZZ09999999999")).toEqual({ ok: false, message: "Prüfziffer der Gläubiger-ID stimmt nicht" });
    expect(checkCreditorId("DE98ZZZ0999999999")).toEqual({ ok: false, message: "Eine deutsche Gläubiger-ID hat 18 Zeichen" });
    expect(checkCreditorId("98ZZZ09999999999").ok).toBe(false);
  });
});
