/**
 * Decides whether bytes without a magic number are text, and in which character set. Plain text
 * has no signature, so "text" means: a byte order mark, or valid UTF-8, or else Windows-1252 (what
 * German Excel writes into CSV files), and in every case no control characters besides tab, line
 * breaks and form feed. Works chunk by chunk so a 50 MB file never has to be in memory at once.
 */
export type TextCharset = "utf-8" | "windows-1252" | "utf-16le" | "utf-16be";

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

export function charsetFromBom(head: Uint8Array): TextCharset | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return null;
}

export class TextSniffer {
  #charset: TextCharset | null = null;
  #decoder: TextDecoder | null = null;
  #binary = false;
  #started = false;

  /** Feeds the next chunk of the file, in order. */
  push(chunk: Uint8Array): void {
    if (this.#binary || chunk.length === 0) return;
    if (!this.#started) this.#start(chunk);
    if (this.#charset === "utf-16le" || this.#charset === "utf-16be") {
      this.#checkUtf16(chunk);
      return;
    }
    if (!hasOnlyTextBytes(chunk)) {
      this.#binary = true;
      return;
    }
    if (this.#charset === "utf-8") {
      try {
        this.#decoder!.decode(chunk, { stream: true });
      } catch {
        // Not UTF-8 after all: every byte sequence is valid Windows-1252, and the control
        // characters were already ruled out above for all chunks so far.
        this.#charset = "windows-1252";
        this.#decoder = null;
      }
    }
  }

  /** The verdict so far, for a file of which only the first part was pushed. */
  current(): TextCharset | null {
    return this.#binary || !this.#started ? null : this.#charset;
  }

  /** The verdict once every chunk was pushed: the charset, or null when the bytes are not text. */
  finish(): TextCharset | null {
    if (this.#binary || !this.#started) return null;
    if (this.#decoder) {
      try {
        this.#decoder.decode(); // a multi-byte sequence cut off at the very end is not UTF-8/16
      } catch {
        if (this.#charset === "utf-8") return "windows-1252";
        return null;
      }
    }
    return this.#charset;
  }

  #start(head: Uint8Array): void {
    this.#started = true;
    this.#charset = charsetFromBom(head) ?? "utf-8";
    this.#decoder = new TextDecoder(this.#charset, { fatal: true, ignoreBOM: false });
  }

  #checkUtf16(chunk: Uint8Array): void {
    try {
      const text = this.#decoder!.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) {
          this.#binary = true;
          return;
        }
      }
    } catch {
      this.#binary = true;
    }
  }
}

/** No NUL and no C0 control characters besides tab, line feed, form feed, carriage return. */
function hasOnlyTextBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x20 && !ALLOWED_CONTROLS.has(byte)) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** The verdict for a whole file in one buffer, or (complete: false) for the head of a longer one. */
export function sniffText(bytes: Uint8Array, complete = true): TextCharset | null {
  const sniffer = new TextSniffer();
  sniffer.push(bytes);
  return complete ? sniffer.finish() : sniffer.current();
}
