/** Form state validated by the same zod schema the server uses; one German message per field. */
import { useState } from "react";
import type { z } from "zod";

export function useSchemaForm<S extends z.ZodType>(schema: S, initial: Record<string, unknown>) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: string, value: unknown) => setValues((v) => ({ ...v, [field]: value }));
  /** The parsed value, or null with the errors shown next to their fields. */
  const validate = (extra: Record<string, unknown> = {}): z.output<S> | null => {
    const parsed = schema.safeParse({ ...values, ...extra });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message])));
    return null;
  };
  const text = (field: string) => (typeof values[field] === "string" ? (values[field] as string) : "");
  return { values, set, errors, validate, text, reset: () => setValues(initial) };
}
