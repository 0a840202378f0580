/** Reading a form as a person does in the component tests: the German message next to a field. */
import { errorId } from "#ui/form/field-ids.ts";

/** The text in the error slot of the field with this id ("" when the field is valid). */
export function fieldError(fieldId: string): string {
  return document.getElementById(errorId(fieldId))?.textContent ?? "";
}
