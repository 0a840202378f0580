/** Creating or editing a campaign: goal, period, owner and one procedure or one topic. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { campaignInputSchema, type CampaignDetail, type CampaignInput, type CampaignValues } from "../../schema/campaign.ts";
import { politicalApi, useProcedures } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { PersonSelect } from "../shared/PersonSelect.tsx";

export function CampaignFormDialog({
  campaign,
  procedureId,
  onClose,
  onSaved,
}: {
  campaign: CampaignDetail | null;
  procedureId?: string;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const procedures = useProcedures({ state: "laufend" });
  const form = useForm<CampaignInput, unknown, CampaignValues>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: {
      title: campaign?.title ?? "",
      goal: campaign?.goal ?? "",
      startsOn: campaign?.startsOn ?? "",
      endsOn: campaign?.endsOn ?? "",
      procedureId: campaign?.procedureId ?? procedureId ?? "",
      topic: campaign?.topic ?? "",
      ownerId: campaign?.ownerId ?? "",
    },
  });
  const { errors } = form.formState;
  const save = useChange<CampaignValues, CampaignDetail>({
    run: (values) =>
      campaign
        ? politicalApi.updateCampaign.call({ params: { id: campaign.id }, body: { ...values, version: campaign.version } })
        : politicalApi.createCampaign.call({ body: values }),
    success: campaign ? "Kampagne gespeichert" : "Kampagne angelegt",
    failure: "Kampagne nicht gespeichert",
  });
  const procedureOptions = (procedures.data?.pages.flatMap((p) => p.items) ?? []).map((p) => ({ value: p.id, label: p.shortTitle ?? p.title }));
  if (campaign?.procedureId && !procedureOptions.some((o) => o.value === campaign.procedureId))
    procedureOptions.push({ value: campaign.procedureId, label: campaign.procedureTitle ?? "Verfahren" });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        onClose();
        onSaved?.(saved.id);
      },
    }),
  );
  return (
    <Dialog
      open
      wide
      title={campaign ? "Kampagne bearbeiten" : "Kampagne anlegen"}
      description="Eine Kampagne gehört zu einem Verfahren oder zu einem Thema."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="pw-campaign-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <TextField id="pw-campaign-title" label="Titel" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <TextAreaField id="pw-campaign-goal" label="Ziel" required rows={3} error={errors.goal?.message} {...form.register("goal")} />
        <div className="form-row">
          <TextField id="pw-campaign-start" label="Beginn" type="date" required error={errors.startsOn?.message} {...form.register("startsOn")} />
          <TextField id="pw-campaign-end" label="Ende" type="date" required error={errors.endsOn?.message} {...form.register("endsOn")} />
        </div>
        <div className="form-row">
          <SelectField
            id="pw-campaign-procedure"
            label="Verfahren"
            placeholder="kein Verfahren"
            options={procedureOptions}
            error={errors.procedureId?.message}
            {...form.register("procedureId")}
          />
          <TextField id="pw-campaign-topic" label="oder Thema" autoComplete="off" error={errors.topic?.message} {...form.register("topic")} />
        </div>
        <PersonSelect id="pw-campaign-owner" label="Verantwortlich" error={errors.ownerId?.message} {...form.register("ownerId")} />
        <FormDialogActions onCancel={onClose} submitLabel={campaign ? "Speichern" : "Kampagne anlegen"} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
