/**
 * Contact people of one member: add (waits for the server, which assigns the id), edit and remove
 * (shown at once in the member detail and rolled back when the server refuses, e.g. 409 because
 * someone changed the person meanwhile, here or in the CRM).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { keyOf } from "#ui/api/client.ts";
import { crmContract } from "#modules/crm/contract.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import type { MemberContact, MemberContactValues } from "../schema/contact.ts";
import { detailKey, membersApi, type MemberDetail } from "./members-api.ts";

/** Patches the cached member detail; returns what to put back on failure. */
function usePatchDetail() {
  const client = useQueryClient();
  return async (membershipId: string, patch: (contacts: MemberContact[]) => MemberContact[]) => {
    const key = detailKey(membershipId);
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<MemberDetail>(key);
    if (before) client.setQueryData<MemberDetail>(key, { ...before, contacts: patch(before.contacts) });
    return () => client.setQueryData(key, before);
  };
}

function useRefresh() {
  const client = useQueryClient();
  return (membershipId: string) => {
    void client.invalidateQueries({ queryKey: detailKey(membershipId) });
    // The same people are the organisation's CRM contacts (every query of the CRM's contract).
    void client.invalidateQueries({ queryKey: keyOf(crmContract) });
  };
}

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorMessage(error), variant: "destructive" });
}

export function useAddMemberContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ membershipId, values }: { membershipId: string; values: MemberContactValues }) =>
      membersApi.addContact.call({ params: { id: membershipId }, body: values }),
    onSuccess: () => toast({ title: "Ansprechperson hinzugefügt", variant: "success" }),
    onSettled: (_data, _error, { membershipId }) => refresh(membershipId),
  });
}

export function useUpdateMemberContact() {
  const patchDetail = usePatchDetail();
  const refresh = useRefresh();
  return useMutation<MemberContact, unknown, { membershipId: string; contact: MemberContact; values: MemberContactValues }, () => void>({
    mutationFn: ({ membershipId, contact, values }) =>
      membersApi.updateContact.call({ params: { id: membershipId, contactId: contact.id }, body: { ...values, version: contact.version } }),
    onMutate: ({ membershipId, contact, values }) =>
      patchDetail(membershipId, (contacts) =>
        contacts.map((c) => (c.id === contact.id ? { ...c, ...values } : values.isRepresentative ? { ...c, isRepresentative: false } : c)),
      ),
    onError: (error, _vars, restore) => {
      restore?.();
      failed("Ansprechperson nicht gespeichert")(error);
    },
    onSuccess: () => toast({ title: "Ansprechperson gespeichert", variant: "success" }),
    onSettled: (_data, _error, { membershipId }) => refresh(membershipId),
  });
}

export function useRemoveMemberContact() {
  const patchDetail = usePatchDetail();
  const refresh = useRefresh();
  return useMutation<void, unknown, { membershipId: string; contact: MemberContact }, () => void>({
    mutationFn: ({ membershipId, contact }) =>
      membersApi.removeContact.call({ params: { id: membershipId, contactId: contact.id }, query: { version: contact.version } }),
    onMutate: ({ membershipId, contact }) => patchDetail(membershipId, (contacts) => contacts.filter((c) => c.id !== contact.id)),
    onError: (error, _vars, restore) => {
      restore?.();
      failed("Ansprechperson nicht entfernt")(error);
    },
    onSuccess: () => toast({ title: "Ansprechperson entfernt", variant: "success" }),
    onSettled: (_data, _error, { membershipId }) => refresh(membershipId),
  });
}
