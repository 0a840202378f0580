/** Overviews: the office's (annual duty, offices, requests) and a member's (assemblies, requests). */
import type { AnnualAssemblyStatus } from "../rules/annual-duties.ts";
import type { ThresholdProgress } from "../rules/extraordinary-request.ts";
import type { Office } from "../rules/elections.ts";
import type { AssemblyListItem } from "./views.ts";

export interface OfficeTermItem {
  id: string;
  office: Office;
  officeLabel: string;
  seat: number;
  personName: string;
  organizationName: string | null;
  termText: string;
}

export interface RequestItem {
  id: string;
  purpose: string;
  reasons: string;
  openedBy: string | null;
  status: "collecting" | "reached" | "convened" | "withdrawn";
  createdAt: string;
  progress: ThresholdProgress;
  signedByMe?: boolean;
}

export interface OverviewView {
  annual: AnnualAssemblyStatus;
  offices: OfficeTermItem[];
  requests: RequestItem[];
}

export interface MemberOverview {
  organization: { id: string; name: string } | null;
  assemblies: AssemblyListItem[];
  requests: RequestItem[];
}

/** Ordinary members a representative may give the company's proxy to (§ 7 Abs. 1). */
export interface ProxyHolders {
  items: { id: string; name: string }[];
}
