/**
 * "Neues Passwort" and "Passwort wiederholen": the pair every screen that sets a password asks for
 * (invitation, reset link, Clerk's reset code), with the ids `<idPrefix>-password` / `-repeat`.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "#ui/form/TextField.tsx";

interface Props {
  idPrefix: string;
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  errors: { password?: string | undefined; repeat?: string | undefined };
}

export function NewPasswordFields({ idPrefix, password, repeat, errors }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        {...password}
      />
      <TextField
        id={`${idPrefix}-repeat`}
        label="Passwort wiederholen"
        type="password"
        autoComplete="new-password"
        required
        error={errors.repeat}
        {...repeat}
      />
    </>
  );
}
