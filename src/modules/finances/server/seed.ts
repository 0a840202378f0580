/**
 * Demo data of the finances (issue 16): the association's invoice and bank data, fee schedules for
 * last and this year, last year's fee run (mostly paid, one written off), this year's run with
 * mandates and a collection run, transfers, an overdue invoice with its reminder and an imported
 * statement with a line left for review; one overdue member sent a mandate since, so the next
 * collection run can be tried at once. Until the member register brings demo members of its
 * own, the seeder adds twelve member companies (organisations of the CRM, memberships).
 */
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "#platform/db/rows.ts";
import type { Seeder, SeedContext } from "#platform/seed/seed-context.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { addDays, maxIsoDate } from "#shared/dates.ts";
import { createCollectionRun } from "./collection-run-commands.ts";
import { runDunning } from "./dunning-commands.ts";
import { runFeeRun } from "./fee-run-commands.ts";
import { saveFeeSchedule } from "./fee-schedule-commands.ts";
import { bookPayment, writeOffInvoice } from "./invoice-commands.ts";
import { createMandate } from "./mandate-commands.ts";
import { importStatement } from "./statement-commands.ts";
import { financeInvoices, financeSettings } from "./tables.ts";

const COMPANIES: Array<[name: string, city: string, postalCode: string, km: number | null, membershipClass: "ordinary" | "supporting" | "honorary"]> = [
  ["Havelländische Hafen- und Industriebahn GmbH", "Nauen", "14641", 18.4, "ordinary"],
  ["Erzgebirgische Anschlussbahn AG", "Annaberg-Buchholz", "09456", 7.2, "ordinary"],
  ["Uckermärkische Kreisbahn GmbH", "Prenzlau", "17291", 42.0, "ordinary"],
  ["Hafenbahn Rostock-Seehafen GmbH", "Rostock", "18147", 96.5, "ordinary"],
  ["Werkbahn Leuna Infrastruktur GmbH", "Leuna", "06237", 31.0, "ordinary"],
  ["Lausitzer Industriegleis AG", "Cottbus", "03046", 12.8, "ordinary"],
  ["Thüringer Waldbahn Infrastruktur e.V.", "Gotha", "99867", 4.5, "ordinary"],
  ["Osthavelländische Eisenbahn GmbH", "Hennigsdorf", "16761", 55.3, "ordinary"],
  ["Saalebahn Logistik GmbH & Co. KG", "Halle (Saale)", "06112", 9.9, "ordinary"],
  ["Ingenieurbüro Gleisplan GmbH", "Leipzig", "04109", null, "supporting"],
  ["Schienenfahrzeugbau Nord GmbH", "Wismar", "23966", null, "supporting"],
  ["Prof. Dr. Heinrich Albrecht", "Dresden", "01067", null, "honorary"],
];

async function ensureMembers(context: SeedContext): Promise<void> {
  const [{ count }] = rowsOf<{ count: number }>(await context.db.execute(sql`SELECT count(*)::int AS count FROM memberships`)) as [{ count: number }];
  if (count >= 8) return;
  const lastYear = Number(context.today.slice(0, 4)) - 1;
  for (const [index, [name, city, postalCode, km, membershipClass]] of COMPANIES.entries()) {
    const [organization] = await context.db
      .insert(organizations)
      .values({
        name,
        kind: "member_company",
        street: `${context.random.pick(["Bahnhofstraße", "Am Güterbahnhof", "Hafenweg", "Gleisstraße"])} ${context.random.int(1, 80)}`,
        postalCode,
        city,
        email: `buchhaltung${index + 1}@example.org`,
      })
      .returning({ id: organizations.id });
    // Most joined before last year; two this year, so the first-year share shows.
    const entryDate = index === 5 ? `${lastYear + 1}-04-01` : index === 8 ? `${lastYear + 1}-09-15` : `${lastYear - context.random.int(0, 1)}-01-01`;
    await context.db.insert(memberships).values({
      organizationId: organization!.id,
      membershipClass,
      entryDate,
      trackLengthKm: km === null ? null : km.toFixed(1),
      employeeCount: context.random.int(8, 240),
    });
  }
}

export const financesSeeder: Seeder = {
  name: "finances",
  async run(context) {
    const { db, today } = context;
    const actor = context.users.board.id;
    const year = Number(today.slice(0, 4));
    await ensureMembers(context);
    await db
      .update(financeSettings)
      .set({
        taxNumber: "27/663/54321",
        bankName: "Berliner Volksbank",
        iban: "DE45100900001234567890",
        bic: "BEVODEBBXXX",
        creditorId: "DE98ZZZ09999999999",
        version: sql`${financeSettings.version} + 1`,
      })
      .where(eq(financeSettings.id, 1));
    // In December next year's schedule is adopted as well: a company admitted on 31 December enters
    // in the next year (demo-calendar.ts, desiredEntryDate) and is invoiced by that year's fee run.
    const adopted = today.slice(5, 7) === "12" ? [year - 1, year, year + 1] : [year - 1, year];
    for (const fiscalYear of adopted) {
      await saveFeeSchedule(db, actor, fiscalYear, {
        rules: {
          ordinary: {
            kind: "tiered",
            basis: "track_km",
            tiers: [
              { upTo: 10, annualCents: 60_000 },
              { upTo: 50, annualCents: 150_000 },
              { upTo: null, annualCents: 300_000 },
            ],
          },
          supporting: { kind: "fixed", annualCents: 40_000 },
        },
        taxTreatment: { kind: "not_taxable" },
        paymentTermDays: 30,
        version: null,
      });
    }

    // Last year: invoiced in January, mostly paid, one uncollectable.
    const last = await runFeeRun(db, actor, year - 1, `${year - 1}-01-15`, {}, `${year - 1}-01-15`);
    for (const [index, invoice] of last.created.entries()) {
      if (index === last.created.length - 1) {
        await writeOffInvoice(db, actor, invoice.id, {
          reason: "Insolvenzverfahren eröffnet, Forderung angemeldet und ausgebucht",
          writtenOffOn: `${year - 1}-11-20`,
        });
        continue;
      }
      await db.transaction((tx) =>
        bookPayment(tx, actor, invoice.id, {
          cents: invoice.grossCents,
          receivedOn: `${year - 1}-02-${String(context.random.int(1, 27)).padStart(2, "0")}`,
          method: "transfer",
          reference: invoice.number,
        }),
      );
    }

    // This year: mandates for half of the members, then the fee run announces the debits.
    const registered = await db
      .select({ id: memberships.id, name: organizations.name, organizationId: organizations.id })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId));
    // The demo member's company debits by mandate: its invoice is open and in a collection still
    // ahead (the member's journey, README); it signed its mandate after the fee run.
    const [demoMember] = rowsOf<{ organization_id: string | null }>(
      await db.execute(sql`SELECT organization_id FROM profiles WHERE id = ${context.users.member.id}`),
    );
    const members = [
      ...registered.filter((m) => m.organizationId === demoMember?.organization_id),
      ...registered.filter((m) => m.organizationId !== demoMember?.organization_id),
    ];
    const mandate = (index: number, signedOn: string) =>
      createMandate(db, actor, {
        membershipId: members[index]!.id,
        reference: `VNSI-SEED-${String(index + 1).padStart(2, "0")}`,
        scheme: index === 3 ? "CORE" : "B2B",
        recurrent: true,
        signedOn,
        debtorName: members[index]!.name,
        iban: "DE89370400440532013000",
        bic: index % 2 === 0 ? "COBADEFFXXX" : null,
      });
    for (let index = 1; index < Math.min(6, members.length); index++) await mandate(index, `${year - 1}-11-${String(10 + index).padStart(2, "0")}`);
    // The run decides and stores each invoice's collection date on the day it runs (ADR 220); the
    // collection run the next day debits on exactly that date, so PDF, mail, file and the
    // member's view agree. That date has passed: the bank credited it and the statement is booked
    // (issue 25: a past collection left unbooked showed red on the first day).
    const issueDate = maxIsoDate(addDays(today, -40), `${year}-01-02`);
    const current = await runFeeRun(db, actor, year, issueDate, {}, issueDate);
    await createCollectionRun(db, actor, null, new Date(`${addDays(issueDate, 1)}T09:00:00Z`));
    await bookCreditedCollections(db, actor, today);
    // The demo member's mandate came later; the office's run three days ago debits its invoice after the notice period, still ahead.
    if (members[0] && demoMember?.organization_id) {
      await mandate(0, [addDays(issueDate, 10), addDays(today, -4)].sort()[0]!);
      await createCollectionRun(db, actor, null, new Date(`${addDays(today, -3)}T09:00:00Z`));
    }

    // Transfers for some of the others; one stays overdue and gets its reminder.
    const open = await db
      .select({
        id: financeInvoices.id,
        number: financeInvoices.number,
        grossCents: financeInvoices.grossCents,
        membershipId: financeInvoices.membershipId,
        debtorName: organizations.name,
      })
      .from(financeInvoices)
      .innerJoin(memberships, eq(memberships.id, financeInvoices.membershipId))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(
        sql`${financeInvoices.fiscalYear} = ${year} AND ${financeInvoices.status} = 'open' AND NOT EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = ${financeInvoices.id})`,
      );
    for (const invoice of open.slice(0, Math.max(0, open.length - 2))) {
      await db.transaction((tx) =>
        bookPayment(tx, actor, invoice.id, {
          cents: invoice.grossCents,
          receivedOn: addDays(today, -context.random.int(3, 20)),
          method: "transfer",
          reference: invoice.number,
        }),
      );
    }
    await runDunning(db, actor, today);
    // After the reminder one of the two sent a direct debit mandate: the next collection run has
    // something to collect on the demo's first day (issue 25).
    const mandated = open.at(-2);
    if (mandated) {
      await createMandate(db, actor, {
        membershipId: mandated.membershipId,
        reference: "VNSI-SEED-07",
        scheme: "B2B",
        recurrent: true,
        signedOn: addDays(today, -2),
        debtorName: mandated.debtorName,
        iban: "DE89370400440532013000",
        bic: null,
      });
    }

    // A statement with one transfer by invoice number and one payment nobody can place yet.
    const unpaid = open.at(-1);
    if (unpaid) {
      const euros = (cents: number) => (cents / 100).toFixed(2);
      const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>SEED-${today}</MsgId><CreDtTm>${today}T06:00:00+01:00</CreDtTm></GrpHdr><Stmt><Id>${today}-0001</Id><Acct><Id><IBAN>DE45100900001234567890</IBAN></Id><Ccy>EUR</Ccy></Acct>
        <Ntry><Amt Ccy="EUR">${euros(unpaid.grossCents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${today}</Dt></BookgDt><AcctSvcrRef>SEED-${today}-1</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Mitgliedsunternehmen</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Mitgliedsbeitrag ${year} Rechnung ${unpaid.number}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">250.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${today}</Dt></BookgDt><AcctSvcrRef>SEED-${today}-2</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Bahnfreunde Altmark e.V.</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Zuschuss Fachtagung Schiene</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
        </Stmt></BkToCstmrStmt></Document>`;
      await importStatement(db, actor, xml, "Kontoauszug-Demo.xml");
    }
    context.log(`finances: ${last.created.length} invoices last year, ${current.created.length} this year, mandates, a collection run, a statement`);
  },
};

/**
 * The bank's statement for the collections whose date has passed by `today`: each debit credited
 * on its collection date (camt.053, one entry per end-to-end id), imported like the treasurer's,
 * so the collections are settled and their invoices paid.
 */
async function bookCreditedCollections(db: Parameters<typeof importStatement>[0], actor: string, today: string) {
  const due = rowsOf<{ end_to_end_id: string; amount_cents: number; collection_date: string; debtor: string }>(
    await db.execute(sql`SELECT c.end_to_end_id, c.amount_cents::int AS amount_cents, r.collection_date::text AS collection_date, o.name AS debtor
      FROM finance_collections c JOIN finance_collection_runs r ON r.id = c.run_id JOIN finance_invoices i ON i.id = c.invoice_id
      JOIN memberships m ON m.id = i.membership_id JOIN organizations o ON o.id = m.organization_id
      WHERE c.status = 'submitted' AND r.collection_date < ${today}::date ORDER BY c.end_to_end_id`),
  );
  if (due.length === 0) return;
  const booked = due.reduce((latest, c) => (c.collection_date > latest ? c.collection_date : latest), due[0]!.collection_date);
  const entries = due
    .map(
      (c, i) =>
        `<Ntry><Amt Ccy="EUR">${(c.amount_cents / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${c.collection_date}</Dt></BookgDt><ValDt><Dt>${c.collection_date}</Dt></ValDt><AcctSvcrRef>SEED-LS-${booked}-${i + 1}</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>BBDD</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><Refs><EndToEndId>${c.end_to_end_id}</EndToEndId></Refs><RltdPties><Dbtr><Pty><Nm>${escapeXml(c.debtor)}</Nm></Pty></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry>`,
    )
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>SEED-LS-${booked}</MsgId><CreDtTm>${booked}T06:00:00+01:00</CreDtTm></GrpHdr><Stmt><Id>${booked}-LS</Id><Acct><Id><IBAN>DE45100900001234567890</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
  await importStatement(db, actor, xml, `Kontoauszug-Lastschriften-${booked}.xml`);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
