import { describe, expect, it } from "vitest";
import { isReportableGrant, tenThousandBand } from "./lobby-bands.ts";

describe("lobby register bands", () => {
  it("puts amounts into 10,000 euro steps", () => {
    expect(tenThousandBand(0)).toBe("0 bis 10.000 Euro");
    expect(tenThousandBand(10_000)).toBe("0 bis 10.000 Euro");
    expect(tenThousandBand(10_000.5)).toBe("10.001 bis 20.000 Euro");
    expect(tenThousandBand(85_400)).toBe("80.001 bis 90.000 Euro");
    expect(tenThousandBand(1_250_000)).toBe("1.240.001 bis 1.250.000 Euro");
  });

  it("refuses amounts that are no amounts", () => {
    expect(() => tenThousandBand(-1)).toThrow(RangeError);
    expect(() => tenThousandBand(Number.NaN)).toThrow(RangeError);
  });

  it("reports grants above 20,000 euros only", () => {
    expect(isReportableGrant(20_000)).toBe(false);
    expect(isReportableGrant(20_001)).toBe(true);
  });
});
