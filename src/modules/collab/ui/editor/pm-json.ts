/** ProseMirror JSON as the history view receives it (the server's shape, read-only here). */
export interface PmNodeJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNodeJson[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}
