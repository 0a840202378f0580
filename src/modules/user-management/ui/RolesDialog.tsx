/**
 * Changing a user's roles. Saving closes the dialog at once and shows the new roles in the list
 * (optimistic); if the server refuses (last administrator, someone else changed the user), the
 * list goes back and a toast says why.
 */
import { useState } from "react";
import type { Role } from "#shared/roles.ts";
import type { ManagedUser } from "../schema.ts";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { RoleFieldset } from "./RoleFieldset.tsx";
import { displayName } from "#shared/people.ts";
import { useSetRoles } from "./users-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

export function RolesDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(user)} title="Rollen ändern" description={user ? `Rollen von ${displayName(user)} (${user.email})` : undefined} onClose={onClose}>
      {/* Keyed by user: the checkboxes start from that user's roles in the very first render. (An
          effect that copied them in after the first paint could overwrite a quick first click.) */}
      {user ? <RolesForm key={user.id} user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RolesForm({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const setUserRoles = useSetRoles();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setUserRoles.mutate({ user, value: roles });
        onClose();
      }}
    >
      <RoleFieldset id="roles-dialog" value={roles} onChange={setRoles} />
      <p className="field__hint">Die Änderung gilt ab der nächsten Anfrage; die Person sieht neue Bereiche nach erneuter Anmeldung.</p>
      <FormDialogActions onCancel={onClose} submitLabel="Rollen speichern" />
    </form>
  );
}
