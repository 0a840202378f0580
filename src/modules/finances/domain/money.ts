/**
 * Money is an integer number of euro cents everywhere (ADR 162). Floats never hold an amount:
 * amounts enter as decimal strings (forms, bank files) and leave as decimal strings (pain.008)
 * or German display text, all converted here without a binary fraction in between.
 */
export type Cents = number;

export class MoneyFormatError extends Error {}

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyFormatError(`not a whole number of cents: ${value}`);
  return value;
}

/**
 * The one rounding rule (ADR 162): a fraction of a cent rounds half away from zero
 * ("kaufmännisch runden", DIN 1333), applied once per computed amount, never to intermediates.
 * numerator/denominator keeps the computation in integers: cents * 7 / 12 is exact until here.
 */
export function roundHalfAwayFromZero(numerator: number, denominator: number): Cents {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyFormatError("rounding needs safe integers and a positive denominator");
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const whole = Math.floor(magnitude / denominator);
  const remainder = magnitude - whole * denominator;
  const rounded = remainder * 2 >= denominator ? whole + 1 : whole;
  return sign * rounded || 0;
}

/** A share of an amount, e.g. 7 of 12 months: cents * part / whole, rounded once. */
export function proRata(cents: Cents, part: number, whole: number): Cents {
  return roundHalfAwayFromZero(assertCents(cents) * part, whole);
}

/** A percentage given in basis points (19 % = 1900), rounded once. */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  return roundHalfAwayFromZero(assertCents(cents) * basisPoints, 10_000);
}

/** "1234.56" for XML and CSV machine formats (ISO 20022 decimal, point separator). */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** "1.234,56 €" for people (German grouping, comma decimal, non-breaking space before €). */
export function formatEuro(cents: Cents): string {
  return `${formatEuroNumber(cents)}\u00a0€`;
}

/** "1.234,56" without the currency sign (tables with a € column header, CSV for spreadsheets). */
export function formatEuroNumber(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  const euros = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${euros},${String(magnitude % 100).padStart(2, "0")}`;
}

/**
 * Parses a machine decimal ("1234.5", "-0.01", "12") into cents exactly; more than two
 * fraction digits is an error, not a rounding (a bank amount with three decimals is malformed).
 */
export function decimalToCents(text: string): Cents {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) throw new MoneyFormatError(`not a decimal amount with at most two decimals: "${text}"`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return assertCents(sign === "-" ? -cents : cents);
}

/**
 * Parses what a person types into a euro field: "1.234,56", "1234,5", "1234", "1234.56" (a
 * single point followed by one or two digits reads as a decimal point), optional € sign.
 * Returns null for anything ambiguous or malformed so the form can say so in German.
 */
export function parseEuroInput(input: string): Cents | null {
  const text = input.replace(/€/g, "").replace(/\s|\u00a0/g, "");
  if (text === "") return null;
  let normalized: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normalized = text.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d+(,\d{1,2})?$/.test(text)) normalized = text.replace(",", ".");
  else if (/^-?\d+\.\d{1,2}$/.test(text)) normalized = text;
  else return null;
  try {
    return decimalToCents(normalized);
  } catch {
    return null;
  }
}

export function sumCents(values: readonly Cents[]): Cents {
  return assertCents(values.reduce((total, value) => total + assertCents(value), 0));
}
