/**
 * Binary Yjs updates travel as base64 inside JSON. lib0 picks Buffer on Node and btoa/atob in the
 * browser, so screen and server encode alike.
 */
import { fromBase64, toBase64 } from "lib0/buffer";

export function bytesToBase64(bytes: Uint8Array): string {
  return toBase64(bytes);
}

export function base64ToBytes(text: string): Uint8Array {
  return fromBase64(text);
}
