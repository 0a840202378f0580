/**
 * A person typing into a shared document, for the sync benchmark: words at a human pace with a
 * caret that stays where they type (a relative position, as the real editor keeps it), now and then
 * a new paragraph, a jump elsewhere or a backspace over their own text.
 *
 * Each editor types only its own two letters (e.g. "Cc" for the third), so the final text shows
 * for every person exactly how many of their characters arrived: a lost character cannot hide.
 */
import * as Y from "yjs";
import { CONTENT_FIELD } from "../domain/limits.ts";

export interface TypingPlan {
  /** Mean pause between keystrokes. */
  keystrokeMs: number;
  random: () => number;
}

export class SimulatedEditor {
  readonly letters: [string, string];
  /** Characters of this editor's letters currently expected in the document. */
  expected = 0;
  readonly doc: Y.Doc;
  private caret: Y.RelativePosition | null = null;
  private readonly fragment: Y.XmlFragment;
  private readonly plan: TypingPlan;
  /** Told the Yjs id of every inserted character, for the latency probe. */
  private readonly onInsert: (client: number, clock: number) => void;

  constructor(doc: Y.Doc, index: number, plan: TypingPlan, onInsert: (client: number, clock: number) => void) {
    this.doc = doc;
    this.plan = plan;
    this.onInsert = onInsert;
    const upper = String.fromCharCode(65 + index);
    this.letters = [upper, upper.toLowerCase()];
    this.fragment = doc.getXmlFragment(CONTENT_FIELD);
  }

  /** The pause before the next keystroke: exponential around the mean, like bursts of typing. */
  nextPause(): number {
    return Math.max(20, -Math.log(1 - this.plan.random()) * this.plan.keystrokeMs);
  }

  keystroke(): void {
    const roll = this.plan.random();
    if (roll < 0.03 || this.fragment.length === 0) this.newParagraph();
    else if (roll < 0.06 || this.caret === null) this.jump();
    else if (roll < 0.1) this.backspace();
    else this.typeCharacter();
  }

  private textAt(index: number): Y.XmlText {
    return (this.fragment.get(index) as Y.XmlElement).get(0) as Y.XmlText;
  }

  private caretPosition(): { text: Y.XmlText; index: number } | null {
    if (!this.caret) return null;
    const absolute = Y.createAbsolutePositionFromRelativePosition(this.caret, this.doc);
    if (!absolute || !(absolute.type instanceof Y.XmlText)) return null;
    return { text: absolute.type, index: absolute.index };
  }

  private placeCaret(text: Y.XmlText, index: number): void {
    this.caret = Y.createRelativePositionFromTypeIndex(text, index);
  }

  private newParagraph(): void {
    this.doc.transact(() => {
      const at = this.fragment.length === 0 ? 0 : Math.floor(this.plan.random() * (this.fragment.length + 1));
      const paragraph = new Y.XmlElement("paragraph");
      const text = new Y.XmlText();
      paragraph.insert(0, [text]);
      this.fragment.insert(at, [paragraph]);
      this.placeCaret(text, 0);
    });
  }

  private jump(): void {
    const text = this.textAt(Math.floor(this.plan.random() * this.fragment.length));
    this.placeCaret(text, Math.floor(this.plan.random() * (text.length + 1)));
  }

  private typeCharacter(): void {
    const position = this.caretPosition();
    if (!position) {
      this.jump();
      return;
    }
    const character = this.plan.random() < 0.18 ? " " : this.letters[this.plan.random() < 0.2 ? 0 : 1];
    const clock = Y.getState(this.doc.store, this.doc.clientID);
    position.text.insert(position.index, character);
    this.onInsert(this.doc.clientID, clock);
    if (character !== " ") this.expected += 1;
    this.placeCaret(position.text, position.index + 1);
  }

  /** Deletes the character before the caret if it is one of this editor's letters. */
  private backspace(): void {
    const position = this.caretPosition();
    if (!position || position.index === 0) return;
    const plain = position.text
      .toDelta()
      .map((op: { insert: unknown }) => (typeof op.insert === "string" ? op.insert : ""))
      .join("");
    const character = plain[position.index - 1];
    if (!character || !this.letters.includes(character)) return;
    position.text.delete(position.index - 1, 1);
    this.expected -= 1;
    this.placeCaret(position.text, position.index - 1);
  }

  /** How many of this editor's letters the given document holds. */
  countIn(doc: Y.Doc): number {
    const text = doc
      .getXmlFragment(CONTENT_FIELD)
      .toString()
      .replace(/<[^>]*>/g, "");
    let count = 0;
    for (const character of text) if (character === this.letters[0] || character === this.letters[1]) count += 1;
    return count;
  }
}
