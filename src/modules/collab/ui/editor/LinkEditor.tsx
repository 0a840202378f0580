/**
 * Adds, changes or removes the link at the selection. Only web, mail and phone addresses become
 * links; anything else gets a German error and the text stays as it is.
 */
import type { Editor } from "@tiptap/core";
import { useId, useState, type FormEvent } from "react";
import { isAllowedLink } from "../../domain/content-extensions.ts";

/** "vnsi.de" becomes "https://vnsi.de"; addresses with a scheme stay as typed. */
export function normaliseLink(input: string): string {
  const trimmed = input.trim();
  if (trimmed === "" || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("/") || trimmed.startsWith("#")) return trimmed;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return `mailto:${trimmed}`;
  return `https://${trimmed}`;
}

export function LinkEditor({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const current = editor.getAttributes("link").href;
  const [value, setValue] = useState(typeof current === "string" ? current : "");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseLink(value);
    if (href === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(href)) {
      setError("Bitte geben Sie eine Web-, E-Mail- oder Telefonadresse an (z. B. https://vnsi.de).");
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };

  return (
    <form
      className="collab-link-editor"
      onSubmit={submit}
      onKeyDown={(event) => event.key === "Escape" && (event.preventDefault(), onClose(), editor.commands.focus())}
    >
      <label htmlFor={`${id}-href`}>Linkadresse</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        // biome-ignore lint/a11y/noAutofocus: the link editor opens on a person's request (Ctrl+K or the button) and its one field takes the focus, as a dialog's first field does
        autoFocus
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="https://"
      />
      <button type="submit" className="button button--primary">
        Übernehmen
      </button>
      {current ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
        >
          Link entfernen
        </button>
      ) : null}
      <button type="button" className="button" onClick={onClose}>
        Abbrechen
      </button>
      {error ? (
        <p id={`${id}-error`} className="collab-link-editor__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
