import { addDays, maxIsoDate, type IsoDate } from "#shared/dates.ts";
import { addTargetBusinessDays, earliestCollectionDate, nextTargetBusinessDay } from "./target-calendar.ts";

/**
 * When a fee invoice is due and when its direct debit is collected (ADR 220). Both are decided
 * once, when the invoice is made, and stored on it (finance_invoices.due_date and
 * collection_date); the invoice PDF, its mail (the pre-notification), the collection run's
 * pain.008 file, the collection plan and the member's view all read that stored date.
 *
 * A fee for a fiscal year is not due before the year starts (1 January), unless the office
 * explicitly chooses so in the fee run (`dueBeforeYearStart`).
 */
export type DueDateInput = {
  issueDate: IsoDate;
  fiscalYear: number;
  paymentTermDays: number;
  /** The office explicitly allows a due date before 1 January of the fiscal year. */
  dueBeforeYearStart: boolean;
};

export function yearStart(fiscalYear: number): IsoDate {
  return `${String(fiscalYear).padStart(4, "0")}-01-01`;
}

/** Due date of an invoice paid by transfer: the payment term from the invoice date, never before the year starts. */
export function transferDueDate(input: DueDateInput): IsoDate {
  const byTerm = addDays(input.issueDate, input.paymentTermDays);
  return input.dueBeforeYearStart ? byTerm : maxIsoDate(byTerm, yearStart(input.fiscalYear));
}

/**
 * The collection date of an invoice paid by direct debit, decided when the invoice is made on
 * `today`: the invoice mail is the pre-notification, so the member has it the agreed number of
 * days before the debit, counted from the later of today and the invoice date (a mail sent before
 * the invoice date still announces an invoice of that date); never before the invoice date, never
 * before the year starts (unless chosen), always a TARGET business day. This date is the invoice's
 * due date as well.
 */
export function invoiceCollectionDate(input: Omit<DueDateInput, "paymentTermDays"> & { today: IsoDate; preNotificationDays: number }): IsoDate {
  const noticeFrom = maxIsoDate(input.today, input.issueDate);
  const earliest = earliestCollectionDate(noticeFrom, input.preNotificationDays);
  return nextTargetBusinessDay(input.dueBeforeYearStart ? earliest : maxIsoDate(earliest, yearStart(input.fiscalYear)));
}

/** The earliest date the bank can still collect for a file submitted today (one TARGET business day). */
export function earliestBankDate(today: IsoDate): IsoDate {
  return addTargetBusinessDays(today, 1);
}

/**
 * The date a collection run debits an invoice on. The stored date when the bank can still make
 * it (it was announced to the member with the invoice); otherwise (no stored date: the mandate
 * came after the invoice; or the date has passed) a new date, with a new pre-notification: the
 * earliest the notice period allows from today (or the later wished date), never before the
 * invoice date or its due date. `announce` says whether the member must be told the date now.
 */
export function runCollectionDate(input: {
  today: IsoDate;
  preNotificationDays: number;
  wishedDate: IsoDate | null;
  storedDate: IsoDate | null;
  announcedDate: IsoDate | null;
  issueDate: IsoDate;
  dueDate: IsoDate | null;
}): { date: IsoDate; announce: boolean } {
  if (input.storedDate && input.storedDate >= earliestBankDate(input.today))
    return { date: input.storedDate, announce: input.announcedDate !== input.storedDate };
  const earliest = earliestCollectionDate(input.today, input.preNotificationDays, input.wishedDate);
  const date = nextTargetBusinessDay(maxIsoDate(maxIsoDate(earliest, input.issueDate), input.dueDate ?? input.issueDate));
  return { date, announce: true };
}
