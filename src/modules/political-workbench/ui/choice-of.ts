/** A `<select>` value narrowed to one of a filter's choices; "" (all) and anything unknown become undefined. */
export function choiceOf<T extends string>(choices: readonly T[], value: string): T | undefined {
  return (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}
