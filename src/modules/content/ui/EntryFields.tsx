/**
 * The form of an entry, generated from its collection's schema (fields.ts): German labels and
 * hints from the schema's metadata, one control per kind, repeatable groups for lists. Values are
 * the editor's JSON (dates as YYYY-MM-DD); messages come from the same schema the build uses.
 */
import type { ReactNode } from "react";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import type { FieldSpec } from "../fields.ts";

export type Values = Record<string, unknown>;

interface FieldsProps {
  fields: readonly FieldSpec[];
  values: Values;
  onChange: (values: Values) => void;
  /** Messages by path ("highlights.1.title"). */
  errors: Record<string, string>;
  idPrefix: string;
  path?: string;
  /** The control of an image field (the board portrait): upload and preview. */
  renderImage?: (field: FieldSpec, value: string, set: (value: string) => void, error: string | undefined) => ReactNode;
}

const asText = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

export function EntryFields({ fields, values, onChange, errors, idPrefix, path = "", renderImage }: FieldsProps) {
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <>
      {fields.map((field) => {
        const fieldPath = path ? `${path}.${field.key}` : field.key;
        const id = `${idPrefix}-${fieldPath.replace(/\./g, "-")}`;
        const error = errors[fieldPath];
        const common = { id, label: field.label, hint: field.help, required: field.required, error };
        const value = values[field.key];
        switch (field.kind) {
          case "text":
          case "email":
            return (
              <TextField
                key={field.key}
                {...common}
                type={field.kind === "email" ? "email" : "text"}
                value={asText(value)}
                maxLength={field.maxLength}
                onChange={(e) => set(field.key, e.target.value)}
              />
            );
          case "textarea":
            return (
              <TextAreaField
                key={field.key}
                {...common}
                rows={3}
                value={asText(value)}
                maxLength={field.maxLength}
                onChange={(e) => set(field.key, e.target.value)}
              />
            );
          case "date":
            return <TextField key={field.key} {...common} type="date" value={asText(value)} onChange={(e) => set(field.key, e.target.value)} />;
          case "integer":
            return (
              <TextField
                key={field.key}
                {...common}
                type="number"
                inputMode="numeric"
                step={1}
                value={asText(value)}
                onChange={(e) => set(field.key, e.target.value === "" ? undefined : Number(e.target.value))}
              />
            );
          case "choice":
            return (
              <SelectField
                key={field.key}
                {...common}
                options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
                value={asText(value)}
                onChange={(e) => set(field.key, e.target.value || undefined)}
              />
            );
          case "fixed":
            return <TextField key={field.key} {...common} value={field.value ?? ""} readOnly />;
          case "image":
            return <div key={field.key}>{renderImage?.(field, asText(value), (next) => set(field.key, next), error)}</div>;
          case "group":
            return (
              <fieldset key={field.key} className="content-group">
                <legend>{field.label}</legend>
                {field.help ? <p className="field__hint">{field.help}</p> : null}
                <EntryFields
                  fields={field.fields!}
                  values={(value as Values) ?? {}}
                  onChange={(next) => set(field.key, next)}
                  errors={errors}
                  idPrefix={idPrefix}
                  path={fieldPath}
                />
              </fieldset>
            );
          case "list":
          case "textList":
            return (
              <ListField
                key={field.key}
                field={field}
                items={Array.isArray(value) ? value : []}
                onChange={(next) => set(field.key, next)}
                errors={errors}
                idPrefix={idPrefix}
                path={fieldPath}
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}

function ListField({
  field,
  items,
  onChange,
  errors,
  idPrefix,
  path,
}: {
  field: FieldSpec;
  items: unknown[];
  onChange: (items: unknown[]) => void;
  errors: Record<string, string>;
  idPrefix: string;
  path: string;
}) {
  const textList = field.kind === "textList";
  const itemLabel = textList ? field.fields![0]!.label : "Eintrag";
  return (
    <fieldset className="content-group">
      <legend>{field.label}</legend>
      {field.help ? <p className="field__hint">{field.help}</p> : null}
      {errors[path] ? <p className="field__error">{errors[path]}</p> : null}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own; their error paths are by index too
        <div key={index} className="content-list-item">
          {textList ? (
            <TextField
              id={`${idPrefix}-${path.replace(/\./g, "-")}-${index}`}
              label={`${itemLabel} ${index + 1}`}
              value={asText(item)}
              error={errors[`${path}.${index}`]}
              onChange={(e) => onChange(items.map((old, i) => (i === index ? e.target.value : old)))}
            />
          ) : (
            <fieldset className="content-group content-group--item">
              <legend>
                {field.label}: Nr. {index + 1}
              </legend>
              <EntryFields
                fields={field.fields!}
                values={(item as Values) ?? {}}
                onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
                errors={errors}
                idPrefix={idPrefix}
                path={`${path}.${index}`}
              />
            </fieldset>
          )}
          <button type="button" className="button button--small" onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {itemLabel} {index + 1} entfernen
          </button>
        </div>
      ))}
      <button type="button" className="button button--small" onClick={() => onChange([...items, textList ? "" : {}])}>
        {itemLabel} hinzufügen
      </button>
    </fieldset>
  );
}
