/**
 * Changing CRM data. Edits show at once in every cached list page (optimistic) and go back with a
 * German toast when the server refuses, e.g. 409 when someone else saved the record first.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patchListRecord, replaceListRecord, rollback, type Snapshot } from "#ui/backoffice/optimistic-list.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import type { CrmContact, CrmContactValues } from "../schema/contact.ts";
import type { CrmOrganization, CrmOrganizationValues, OrganizationKindName } from "../schema/organization.ts";
import type { CrmInteraction, CrmInteractionValues } from "../schema/interaction.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import { CONTACTS_KEY, CRM_KEY, crmApi, INTERACTIONS_KEY, ORGANIZATIONS_KEY } from "./crm-api.ts";

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error), variant: "destructive" });
}

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CrmContactValues) => crmApi.createContact.call({ body: values }),
    onSuccess: (contact) => {
      toast({ title: "Kontakt angelegt", description: `${contact.firstName} ${contact.lastName}`.trim(), variant: "success" });
      void client.invalidateQueries({ queryKey: CRM_KEY });
    },
  });
}

/** Saves a contact with the version it was read at; the list shows the change before the answer. */
export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation<CrmContact, unknown, { contact: CrmContact; values: CrmContactValues }, Snapshot>({
    mutationFn: ({ contact, values }) => crmApi.updateContact.call({ params: { id: contact.id }, body: { ...values, version: contact.version } }),
    onMutate: ({ contact, values }) => patchListRecord<CrmContact>(client, CONTACTS_KEY, contact.id, (c) => ({ ...c, ...values })),
    onError: (error, _vars, snapshot) => {
      rollback(client, snapshot);
      failed("Kontakt nicht gespeichert", error);
      void client.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
    onSuccess: (contact) => {
      replaceListRecord(client, CONTACTS_KEY, contact);
      toast({ title: "Kontakt gespeichert", variant: "success" });
      void client.invalidateQueries({ queryKey: crmApi.listTags.key() });
    },
  });
}

export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation<
    CrmOrganization,
    unknown,
    { organization: CrmOrganization | null; values: CrmOrganizationValues | (Omit<CrmOrganizationValues, "kind"> & { kind: OrganizationKindName }) },
    Snapshot | undefined
  >({
    mutationFn: ({ organization, values }) =>
      organization
        ? crmApi.updateOrganization.call({ params: { id: organization.id }, body: { ...values, version: organization.version } })
        : crmApi.createOrganization.call({ body: values as CrmOrganizationValues }),
    onMutate: ({ organization, values }) =>
      organization ? patchListRecord<CrmOrganization>(client, ORGANIZATIONS_KEY, organization.id, (o) => ({ ...o, ...values })) : undefined,
    onError: (error, _vars, snapshot) => {
      rollback(client, snapshot);
      failed("Organisation nicht gespeichert", error);
      void client.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
    },
    onSuccess: (organization, { organization: before }) => {
      toast({ title: before ? "Organisation gespeichert" : "Organisation angelegt", description: organization.name, variant: "success" });
      if (before) replaceListRecord(client, ORGANIZATIONS_KEY, organization);
      void client.invalidateQueries({ queryKey: CRM_KEY });
    },
  });
}

/** Adds an interaction; it appears in the history at once and disappears again if saving fails. */
export function useAddInteraction(historyKey: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation<CrmInteraction, unknown, { values: CrmInteractionValues; preview: CrmInteraction }, Page<CrmInteraction> | undefined>({
    mutationFn: ({ values }) => crmApi.createInteraction.call({ body: values }),
    onMutate: async ({ preview }) => {
      await client.cancelQueries({ queryKey: historyKey });
      const before = client.getQueryData<Page<CrmInteraction>>(historyKey);
      client.setQueryData<Page<CrmInteraction>>(historyKey, (page) => ({
        items: [preview, ...(page?.items ?? [])],
        total: (page?.total ?? 0) + 1,
        page: 1,
        pageSize: page?.pageSize ?? 50,
      }));
      return before;
    },
    onError: (error, _vars, before) => {
      client.setQueryData(historyKey, before);
      failed("Eintrag nicht gespeichert", error);
    },
    onSuccess: () => {
      toast({ title: "Eintrag gespeichert", variant: "success" });
      void client.invalidateQueries({ queryKey: INTERACTIONS_KEY });
    },
  });
}

/** Deletes a contact (with the version read); the lists drop it at once and get it back on refusal. */
export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation<void, unknown, CrmContact, Snapshot>({
    mutationFn: (contact) => crmApi.deleteContact.call({ params: { id: contact.id }, query: { version: contact.version } }),
    onMutate: async (contact) => {
      await client.cancelQueries({ queryKey: CONTACTS_KEY });
      const snapshot = client.getQueriesData({ queryKey: CONTACTS_KEY }) as Snapshot;
      client.setQueriesData<Page<CrmContact>>({ queryKey: CONTACTS_KEY }, (page) =>
        page && Array.isArray(page.items) ? { ...page, items: page.items.filter((c) => c.id !== contact.id), total: page.total - 1 } : page,
      );
      return snapshot;
    },
    onError: (error, _contact, snapshot) => {
      rollback(client, snapshot);
      failed("Kontakt nicht gelöscht", error);
    },
    onSuccess: () => {
      toast({ title: "Kontakt gelöscht", variant: "success" });
      void client.invalidateQueries({ queryKey: CRM_KEY });
    },
  });
}
