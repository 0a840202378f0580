/**
 * Building blocks of the German mail templates: HTML escaping, a plain layout with inline styles
 * (mail clients ignore style sheets) and a label/value list rendered as text and as HTML.
 * Every value from a visitor passes through escapeHtml before it reaches HTML.
 */
import { association } from "#shared/association.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Subjects are one line: visitor text must not smuggle in line breaks. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}

export type Field = readonly [label: string, value: string | null | undefined];

export function fieldsText(fields: readonly Field[]): string {
  return fields.map(([label, value]) => `${label}: ${value ?? "–"}`).join("\n");
}

export function fieldsHtml(fields: readonly Field[]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value ?? "–")}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>`;
}

/** Paragraphs of trusted template text; visitor values must be escaped by the caller. */
export function layoutHtml(title: string, bodyHtml: string): string {
  const { address } = association;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
<hr style="border:0;border-top:1px solid #ccc;margin:24px 0">
<p style="font-size:13px;color:#555">${escapeHtml(association.name)}<br>${escapeHtml(address.street)}, ${escapeHtml(address.postalCode)} ${escapeHtml(address.city)}<br>${escapeHtml(association.phone)} · ${escapeHtml(association.email)}</p>
</body></html>`;
}

export function signatureText(): string {
  const { address } = association;
  return `\n\n--\n${association.name}\n${address.street}, ${address.postalCode} ${address.city}\n${association.phone} · ${association.email}`;
}
