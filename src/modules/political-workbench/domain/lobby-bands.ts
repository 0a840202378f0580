/**
 * The lobby register's steps (LobbyRG § 3, ADR 173): expenditure and grants in steps of 10,000 €,
 * grants reportable above 20,000 € per giver and year.
 */
const euro = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });

export const GRANT_THRESHOLD_EUROS = 20_000;

/** "0 bis 10.000 Euro", "10.001 bis 20.000 Euro", … */
export function tenThousandBand(euros: number): string {
  if (!Number.isFinite(euros) || euros < 0) throw new RangeError("amount must be a non-negative number");
  const upper = Math.max(1, Math.ceil(euros / 10_000)) * 10_000;
  const lower = upper - 10_000;
  return `${lower === 0 ? "0" : euro.format(lower + 1)} bis ${euro.format(upper)} Euro`;
}

export function isReportableGrant(euros: number): boolean {
  return euros > GRANT_THRESHOLD_EUROS;
}
