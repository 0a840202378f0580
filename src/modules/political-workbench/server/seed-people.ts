/**
 * Demo stakeholders: fictional members of parliament, ministry and authority staff, association and
 * press people, with the CRM organisations they belong to. The CRM has no seeder of its own yet, so
 * the workbench's seeder adds these rows to the CRM tables (demo data only).
 */
import type { InstitutionKind, Party } from "../domain/labels.ts";
import type { OrganizationKind } from "#modules/crm/index.ts";

export interface SeedOrganization {
  key: string;
  name: string;
  kind: OrganizationKind;
  city: string;
}

export interface SeedStakeholder {
  title?: string;
  firstName: string;
  lastName: string;
  jobFunction: string;
  organization: string;
  institutionKind: InstitutionKind;
  party?: Party;
  committees?: string[];
}

export const SEED_ORGANIZATIONS: readonly SeedOrganization[] = [
  { key: "bundestag", name: "Deutscher Bundestag", kind: "politics", city: "Berlin" },
  { key: "bmv", name: "Bundesministerium für Verkehr", kind: "ministry", city: "Berlin" },
  { key: "bundesrat", name: "Bundesrat", kind: "politics", city: "Berlin" },
  { key: "landtag-st", name: "Landtag von Sachsen-Anhalt", kind: "politics", city: "Magdeburg" },
  { key: "eba", name: "Eisenbahn-Bundesamt", kind: "authority", city: "Bonn" },
  { key: "partner", name: "Netzwerk Regionale Schiene e. V.", kind: "partner_association", city: "Berlin" },
  { key: "presse", name: "Fachmagazin Schienenverkehr", kind: "press", city: "Hamburg" },
];

export const SEED_STAKEHOLDERS: readonly SeedStakeholder[] = [
  {
    firstName: "Henrike",
    lastName: "Albrecht",
    jobFunction: "MdB, Berichterstatterin Schiene",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "cdu_csu",
    committees: ["Verkehrsausschuss"],
  },
  {
    firstName: "Jonas",
    lastName: "Brehmer",
    jobFunction: "MdB",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "spd",
    committees: ["Verkehrsausschuss", "Haushaltsausschuss"],
  },
  {
    title: "Dr.",
    firstName: "Miriam",
    lastName: "Castell",
    jobFunction: "MdB, Obfrau Verkehr",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "gruene",
    committees: ["Verkehrsausschuss"],
  },
  {
    firstName: "Falk",
    lastName: "Dierkes",
    jobFunction: "MdB",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "cdu_csu",
    committees: ["Haushaltsausschuss"],
  },
  {
    firstName: "Sabine",
    lastName: "Ehlert",
    jobFunction: "MdB",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "linke",
    committees: ["Verkehrsausschuss"],
  },
  {
    firstName: "Rainer",
    lastName: "Fuchs",
    jobFunction: "MdB",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "afd",
    committees: ["Verkehrsausschuss"],
  },
  {
    firstName: "Tobias",
    lastName: "Grewe",
    jobFunction: "MdB",
    organization: "bundestag",
    institutionKind: "bundestag",
    party: "spd",
    committees: ["Ausschuss für Wirtschaft und Energie"],
  },
  {
    title: "Dr.",
    firstName: "Cornelia",
    lastName: "Haase",
    jobFunction: "Referatsleiterin Eisenbahnrecht",
    organization: "bmv",
    institutionKind: "bundesregierung",
  },
  { firstName: "Lukas", lastName: "Imhoff", jobFunction: "Referent Eisenbahninfrastruktur", organization: "bmv", institutionKind: "bundesregierung" },
  {
    firstName: "Petra",
    lastName: "Jansen",
    jobFunction: "Referentin Verkehrsausschuss",
    organization: "bundesrat",
    institutionKind: "bundesrat",
    committees: ["Verkehrsausschuss des Bundesrates"],
  },
  {
    firstName: "Martin",
    lastName: "Kessler",
    jobFunction: "MdL, verkehrspolitischer Sprecher",
    organization: "landtag-st",
    institutionKind: "landtag",
    party: "cdu_csu",
    committees: ["Ausschuss für Infrastruktur und Digitales"],
  },
  { firstName: "Ulrike", lastName: "Lorenz", jobFunction: "Abteilungsleiterin Genehmigungen", organization: "eba", institutionKind: "behoerde" },
  { firstName: "Stefan", lastName: "Moll", jobFunction: "Geschäftsführer", organization: "partner", institutionKind: "verband" },
  { firstName: "Nina", lastName: "Oswald", jobFunction: "Redakteurin Politik", organization: "presse", institutionKind: "presse" },
];
