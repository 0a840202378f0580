/**
 * Records who holds an office from an election before the tool was used (paper minutes), so the
 * live quorum knows the sitting presidium. The server applies the election's eligibility rules
 * and never overwrites a held seat.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { OFFICES, OFFICE_LABELS, OFFICE_SEATS } from "../../domain/elections.ts";
import { type OfficeHolderInput, officeHolderSchema } from "../../schema/office-term.ts";
import { assemblyApi, OVERVIEW_KEY, usePeople } from "../assembly-api.ts";

const INITIAL: z.input<typeof officeHolderSchema> = { office: "president", seat: 1, personName: "", userId: "", electedOn: "" };

export function RecordOfficeHolderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const form = useForm({ resolver: zodResolver(officeHolderSchema), defaultValues: INITIAL });
  const errors = form.formState.errors;
  const [search, setSearch] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const people = usePeople(search.trim());
  const office = form.watch("office");
  const record = useMutation({
    mutationFn: (input: OfficeHolderInput) => assemblyApi.recordOfficeHolder.call({ body: input }),
    onSuccess: async () => {
      toast({ title: "Amtsinhaber erfasst" });
      await client.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
  });
  const close = () => {
    form.reset();
    setSearch("");
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit((value) => {
    setFailure(null);
    record.mutate(value, { onSuccess: close, onError: (e) => setFailure(errorMessage(e)) });
  });
  const options = (people.data?.items ?? []).map((p) => ({ value: p.userId, label: `${p.name}${p.organizationName ? ` (${p.organizationName})` : ""}` }));
  return (
    <Dialog
      open={open}
      title="Amtsinhaber erfassen"
      description="Für Ämter aus einer Wahl, die vor der Nutzung dieses Werkzeugs stattfand (Protokoll der damaligen Mitgliederversammlung). Ein besetztes Amt wird nur durch eine Wahl neu besetzt."
      onClose={close}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="form-row">
          <SelectField
            id="holder-office"
            label="Amt"
            required
            options={OFFICES.map((o) => ({ value: o, label: OFFICE_LABELS[o] }))}
            error={errors.office?.message}
            {...form.register("office", { onChange: () => form.setValue("seat", 1) })}
          />
          {OFFICE_SEATS[office] > 1 ? (
            <SelectField
              id="holder-seat"
              label="Sitz"
              required
              options={[1, 2].map((s) => ({ value: String(s), label: `Sitz ${s}` }))}
              error={errors.seat?.message}
              {...form.register("seat", { valueAsNumber: true })}
            />
          ) : null}
        </div>
        <TextField
          id="holder-search"
          label="Konto suchen (Name, E-Mail oder Unternehmen)"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          hint="Mit Konto zählt die Person bei der Beschlussfähigkeit als anwesendes Vorstandsmitglied."
        />
        <SelectField
          id="holder-account"
          label="Konto"
          placeholder={people.isFetching ? "Wird gesucht …" : "Ohne Konto"}
          options={options}
          error={errors.userId?.message}
          {...form.register("userId", {
            onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
              const person = people.data?.items.find((p) => p.userId === e.target.value);
              if (person && !form.getValues("personName")) form.setValue("personName", person.name, { shouldValidate: form.formState.isSubmitted });
            },
          })}
        />
        <TextField id="holder-name" label="Name" required error={errors.personName?.message} {...form.register("personName")} />
        <TextField
          id="holder-elected"
          type="date"
          label="Gewählt am"
          required
          error={errors.electedOn?.message}
          {...form.register("electedOn")}
          hint="Die Amtszeit beträgt zwei Jahre ab der Wahl (§ 5 Abs. 3 Satzung)."
        />
        <FormDialogActions onCancel={close} submitLabel="Erfassen" pending={record.isPending} />
      </form>
    </Dialog>
  );
}
