/**
 * The Markdown editor of threads and replies: a textarea with a few formatting buttons, a preview
 * rendered exactly as the post will be, and @mention autocomplete (a combobox listing people who
 * may read the category; arrow keys, Enter and Escape work as in any combobox).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { PersonRef } from "#shared/people.ts";
import { BODY_MAX } from "../schema.ts";
import { mentionMarkup, mentionQueryAt } from "../domain/mentions.ts";
import { fetchMentionable } from "./discussions-api.ts";
import { PostMarkdown as Markdown } from "./PostMarkdown.tsx";

export interface PostEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  categoryId: string | undefined;
  error?: string | undefined;
  placeholder?: string;
  autoFocus?: boolean;
  rows?: number;
}

const TOOLS = [
  { label: "Fett", wrap: ["**", "**"] },
  { label: "Kursiv", wrap: ["_", "_"] },
  { label: "Link", wrap: ["[", "](https://)"] },
  { label: "Zitat", line: "> " },
  { label: "Liste", line: "- " },
] as const;

export function PostEditor({ id, label, value, onChange, categoryId, error, placeholder, autoFocus, rows = 7 }: PostEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  // The mention list closes a moment after blur (so a click on a suggestion still lands); the timer
  // must not fire into an editor that is gone (a closed dialog, an ended test).
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [preview, setPreview] = useState(false);
  const [mention, setMention] = useState<{ start: number; query: string } | undefined>();
  const [people, setPeople] = useState<PersonRef[]>([]);
  const [active, setActive] = useState(0);
  const listId = useId();
  const errorId = `${id}-fehler`;
  const hintId = `${id}-hinweis`;

  useEffect(() => {
    if (!mention || !categoryId) return setPeople([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchMentionable(categoryId, mention.query, controller.signal).then(
        (r) => {
          setPeople(r.items);
          setActive(0);
        },
        () => setPeople([]),
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [mention, categoryId]);

  const update = (text: string, caret: number) => {
    onChange(text);
    setMention(mentionQueryAt(text, caret));
  };

  const choose = (person: PersonRef) => {
    if (!mention || !area.current) return;
    const caret = area.current.selectionStart;
    const markup = `${mentionMarkup(person.name, person.id)} `;
    const next = value.slice(0, mention.start) + markup + value.slice(caret);
    onChange(next);
    setMention(undefined);
    const position = mention.start + markup.length;
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(position, position);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mention || people.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i + (event.key === "ArrowDown" ? 1 : people.length - 1)) % people.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(people[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setMention(undefined);
    }
  };

  const applyTool = (tool: (typeof TOOLS)[number]) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const selected = value.slice(start, end);
    let next: string;
    if ("wrap" in tool) next = value.slice(0, start) + tool.wrap[0] + selected + tool.wrap[1] + value.slice(end);
    else {
      const lineStart = value.lastIndexOf("\n", start - 1) + 1;
      next = value.slice(0, lineStart) + tool.line + value.slice(lineStart);
    }
    onChange(next);
    requestAnimationFrame(() => el.focus());
  };

  const open = Boolean(mention) && people.length > 0;
  return (
    <div className="post-editor">
      <div className="post-editor__bar">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <div className="post-editor__tools" role="toolbar" aria-label="Formatierung">
          {TOOLS.map((tool) => (
            <button key={tool.label} type="button" className="post-editor__tool" onClick={() => applyTool(tool)} disabled={preview}>
              {tool.label}
            </button>
          ))}
          <button type="button" className="post-editor__tool" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            Vorschau
          </button>
        </div>
      </div>
      <div className="post-editor__field">
        <textarea
          ref={area}
          id={id}
          className="field__control post-editor__area"
          value={value}
          rows={rows}
          maxLength={BODY_MAX}
          placeholder={placeholder}
          // biome-ignore lint/a11y/noAutofocus: only where the person just asked to write (reply, edit)
          autoFocus={autoFocus}
          hidden={preview}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}
          onChange={(e) => update(e.target.value, e.target.selectionStart)}
          onKeyDown={onKeyDown}
          onClick={(e) => setMention(mentionQueryAt(value, e.currentTarget.selectionStart))}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setMention(undefined), 150);
          }}
        />
        <div id={listId} role="listbox" className="mention-list" aria-label="Personen erwähnen" hidden={!open}>
          {people.map((person, index) => (
            // biome-ignore lint/a11y: an option of the combobox's popup: focus stays in the text area (aria-activedescendant), chosen by its arrow keys and Enter or by a click
            <div
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="mention-list__option"
              onMouseDown={(e) => {
                e.preventDefault();
                choose(person);
              }}
            >
              {person.name}
            </div>
          ))}
        </div>
        {preview ? (
          <div className="post-editor__preview">
            {value.trim() ? <Markdown source={value} people={{}} /> : <p className="muted">Noch nichts geschrieben.</p>}
          </div>
        ) : null}
      </div>
      <p id={hintId} className="post-editor__hint">
        Markdown: **fett**, _kursiv_, &gt; Zitat, - Liste, [Text](https://…). Mit @ erwähnen Sie Personen, die dieses Thema lesen dürfen.
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
