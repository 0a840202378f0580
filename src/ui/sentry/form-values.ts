/**
 * The values visitors typed into form fields on this page, so the Sentry scrubber can remove them
 * from anything it sends. Values are remembered when they change (a cleared or replaced form still
 * gets scrubbed) and read fresh from the DOM at send time. Kept in page memory only.
 */
const MAX_REMEMBERED = 200;
const remembered = new Set<string>();

/** Short values (names, addresses) are also scrubbed word by word; long free text only as a whole. */
const MAX_WORDS_SPLIT = 4;

function withWords(value: string): string[] {
  const words = value.split(/\s+/);
  return words.length > 1 && words.length <= MAX_WORDS_SPLIT ? [value, ...words] : [value];
}
const TEXT_FIELDS = "input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=hidden]), textarea";

function remember(value: string): void {
  const trimmed = value.trim();
  if (!trimmed) return;
  for (const part of withWords(trimmed)) {
    remembered.delete(part);
    remembered.add(part);
  }
  while (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.values().next().value as string);
}

function fieldValue(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    return target.matches(TEXT_FIELDS) ? target.value : undefined;
  }
  return undefined;
}

let watching = false;

/** Starts remembering typed values (idempotent). */
export function watchFormValues(): void {
  if (watching || typeof document === "undefined") return;
  watching = true;
  const onChange = (event: Event) => {
    const value = fieldValue(event.target);
    if (value !== undefined) remember(value);
  };
  document.addEventListener("change", onChange, true);
}

/** Every value currently typed into the page plus the remembered ones. */
export function currentFormValues(): string[] {
  const values = new Set(remembered);
  if (typeof document !== "undefined") {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
      const value = field.value.trim();
      if (value) for (const part of withWords(value)) values.add(part);
    }
  }
  return [...values];
}
