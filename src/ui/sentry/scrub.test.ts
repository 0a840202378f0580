import { describe, expect, it } from "vitest";
import { FILTERED, scrubDeep, scrubString } from "./scrub.ts";

describe("scrubString", () => {
  it("removes e-mail addresses, including umlauts and subdomains", () => {
    expect(scrubString("Kontakt: erika.mustermann@bahn-müller.example.de antwortet")).toBe(`Kontakt: ${FILTERED} antwortet`);
  });

  it("removes IPv4 and IPv6 addresses but keeps versions and times", () => {
    expect(scrubString("from 192.168.10.23 via 2001:db8:85a3::8a2e:370:7334 and ::1")).toBe(`from ${FILTERED} via ${FILTERED} and ${FILTERED}`);
    expect(scrubString("fe80:0:0:0:202:b3ff:fe1e:8329")).toBe(FILTERED);
    expect(scrubString("sdk 11.12.0 at 12:34:56")).toBe("sdk 11.12.0 at 12:34:56");
  });

  it("removes typed form values, also URL-encoded, and ignores very short values", () => {
    const values = ["Erika Mustermann", "Mustermann", "AG"];
    expect(scrubString("Fehler bei Erika Mustermann (AG)", values)).toBe(`Fehler bei ${FILTERED} (AG)`);
    expect(scrubString("/suche?q=Erika%20Mustermann", values)).toBe(`/suche?q=${FILTERED}`);
    expect(scrubString("regex chars a+b (x)", ["a+b (x)"])).toBe(`regex chars ${FILTERED}`);
  });
});

describe("scrubDeep", () => {
  it("scrubs nested strings and keys without touching numbers or the input", () => {
    const event = {
      message: "boom 10.0.0.1",
      extra: { "max@example.org": 1, list: ["Hauptstraße 5", 42] },
      timestamp: 1_700_000_000,
    };
    const clean = scrubDeep(event, ["Hauptstraße 5"]);
    expect(clean).toEqual({ message: `boom ${FILTERED}`, extra: { [FILTERED]: 1, list: [FILTERED, 42] }, timestamp: 1_700_000_000 });
    expect(event.message).toBe("boom 10.0.0.1");
  });
});
