/**
 * A fieldset of checkboxes (several choices) or radio buttons (one choice) sharing one name, with a
 * legend, required mark and one error for the whole group. Spread the same react-hook-form
 * registration into every option via `inputProps`.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./FieldLabel.tsx";
import { errorId } from "./field-ids.ts";
import "./form-controls.css";

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroupProps {
  id: string;
  type: "checkbox" | "radio";
  legend: string;
  options: readonly ChoiceOption[];
  required?: boolean;
  error?: string | undefined;
  /** Props for every option input (name, onChange, onBlur, ref from register()). */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value"> & { ref?: Ref<HTMLInputElement> };
  /** Laid out in a row (short options such as a salutation). */
  inline?: boolean;
  children?: ReactNode;
}

export function ChoiceGroup({ id, type, legend, options, required, error, inputProps, inline, children }: ChoiceGroupProps) {
  return (
    <fieldset className="field choice-group" id={id} aria-describedby={errorId(id)}>
      <legend className="field__label">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={inline ? "choice-group__options choice-group__options--inline" : "choice-group__options"}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div className="check" key={option.value}>
              <input
                {...inputProps}
                id={optionId}
                type={type}
                value={option.value}
                className="check__input"
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId(id)}
                required={type === "radio" ? required : undefined}
              />
              <label className="check__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** Several choices (checkboxes). */
export function CheckboxGroup(props: Omit<ChoiceGroupProps, "type">) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** Exactly one choice (radio buttons). */
export function RadioGroup(props: Omit<ChoiceGroupProps, "type">) {
  return <ChoiceGroup {...props} type="radio" />;
}
