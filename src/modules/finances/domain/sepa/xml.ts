/**
 * A very small XML writer for the payment files: elements with text or children, nothing else.
 * Hand-written because pain.008 needs no attributes beyond Ccy and no namespaces beyond the
 * root, and escaping is the only thing to get right.
 */
export type XmlNode = { name: string; attributes?: Record<string, string>; children: XmlNode[] | string };

export function el(name: string, children: XmlNode[] | string | number, attributes?: Record<string, string>): XmlNode {
  return { name, attributes, children: typeof children === "number" ? String(children) : children };
}

/** Leaves out optional elements: el("BICFI", bic) only when a BIC is known. */
export function optional(name: string, value: string | null | undefined): XmlNode[] {
  return value ? [el(name, value)] : [];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function render(node: XmlNode, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.children === "string") return `${indent}<${node.name}${attributes}>${escapeXml(node.children)}</${node.name}>`;
  const inner = node.children.map((child) => render(child, depth + 1)).join("\n");
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

export function renderXmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`;
}
