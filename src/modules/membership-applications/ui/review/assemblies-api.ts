/** The general assemblies that block admissions between invitation and assembly (§ 3 Abs. 5, the assembly module's rule). */
import { useQuery } from "@tanstack/react-query";
import { applicationsApi } from "./applications-api.ts";

export function useAssemblies() {
  return useQuery(applicationsApi.admissionFreezes.queryOptions());
}
