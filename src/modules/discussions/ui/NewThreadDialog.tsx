/** Opens a thread: category (those the caller may write in), title, Markdown body with mentions. */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { createThreadInput, type CategorySummary } from "../schema.ts";
import { useCreateThread } from "./discussions-api.ts";
import { PostEditor } from "./PostEditor.tsx";

type Errors = Partial<Record<"categoryId" | "title" | "body" | "form", string>>;

export function NewThreadDialog({
  categories,
  initialCategoryId,
  onClose,
}: {
  categories: CategorySummary[];
  initialCategoryId: string | undefined;
  onClose: () => void;
}) {
  const [categoryId, setCategoryId] = useState(initialCategoryId ?? categories[0]?.id ?? "");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateThread();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createThreadInput.safeParse({ categoryId, title, body });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ id }) => {
        onClose();
        void navigate(`/backend/discussions/${id}`);
      },
      // The text stays in the form: nothing written is lost.
      onError: (error) => setErrors({ form: error instanceof ApiError && error.details.length ? error.details.join(" ") : errorMessage(error) }),
    });
  };

  return (
    <Dialog open title="Neues Thema" description="Alle, die den gewählten Bereich lesen dürfen, sehen das Thema und können antworten." onClose={onClose} wide>
      <form className="dialog-form" onSubmit={submit} noValidate>
        {errors.form ? (
          <p className="notice notice--error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="thema-bereich" className="field__label">
            Bereich
          </label>
          <select
            id="thema-bereich"
            className="field__control"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            aria-invalid={errors.categoryId ? true : undefined}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.categoryId ? <p className="field__error">{errors.categoryId}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="thema-titel" className="field__label">
            Titel
          </label>
          <input
            id="thema-titel"
            className="field__control"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "thema-titel-fehler" : undefined}
          />
          {errors.title ? (
            <p id="thema-titel-fehler" className="field__error">
              {errors.title}
            </p>
          ) : null}
        </div>
        <PostEditor id="thema-text" label="Beitrag" value={body} onChange={setBody} categoryId={categoryId} error={errors.body} rows={9} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Abbrechen
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? "Wird veröffentlicht …" : "Thema veröffentlichen"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
