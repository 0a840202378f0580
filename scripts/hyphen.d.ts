/** The `hyphen` package ships no types; the table generator uses its German patterns' sync call. */
declare module "hyphen/de/index.js" {
  const hyphenDe: { hyphenateSync: (text: string, options?: { minWordLength?: number }) => string };
  export default hyphenDe;
}
