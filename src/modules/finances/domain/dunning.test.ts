import { describe, expect, it } from "vitest";
import { dunningPolicySchema } from "../schema.ts";
import { defaultDunningPolicy, dunningStepDue, overdueStatus, type Receivable } from "./dunning.ts";

const receivable = (overrides: Partial<Receivable> = {}): Receivable => ({
  dueDate: "2026-02-14",
  openCents: 120_000,
  notices: [],
  onHold: false,
  ...overrides,
});

describe("dunningStepDue", () => {
  it("sends the reminder 14 days after the due date, not a day earlier", () => {
    expect(dunningStepDue(receivable(), "2026-02-27", defaultDunningPolicy)).toBeNull();
    expect(dunningStepDue(receivable(), "2026-02-28", defaultDunningPolicy)).toEqual({
      level: 1,
      title: "Zahlungserinnerung",
      feeCents: 0,
      sendOn: "2026-02-28",
      deadline: "2026-03-14",
    });
  });

  it("sends each further notice a week after the previous deadline, with its fee", () => {
    const afterReminder = receivable({ notices: [{ level: 1, sentOn: "2026-02-28", deadline: "2026-03-14", feeCents: 0 }] });
    expect(dunningStepDue(afterReminder, "2026-03-20", defaultDunningPolicy)).toBeNull();
    expect(dunningStepDue(afterReminder, "2026-03-21", defaultDunningPolicy)).toMatchObject({
      level: 2,
      title: "1. Mahnung",
      feeCents: 500,
      deadline: "2026-04-04",
    });
  });

  it("stops after the last level, when paid, and while on hold", () => {
    const notices = [
      { level: 1, sentOn: "2026-02-28", deadline: "2026-03-14", feeCents: 0 },
      { level: 2, sentOn: "2026-03-21", deadline: "2026-04-04", feeCents: 500 },
      { level: 3, sentOn: "2026-04-11", deadline: "2026-04-21", feeCents: 1_000 },
    ];
    expect(dunningStepDue(receivable({ notices }), "2026-12-31", defaultDunningPolicy)).toBeNull();
    expect(dunningStepDue(receivable({ openCents: 0 }), "2026-12-31", defaultDunningPolicy)).toBeNull();
    expect(dunningStepDue(receivable({ onHold: true }), "2026-12-31", defaultDunningPolicy)).toBeNull();
  });
});

describe("overdueStatus", () => {
  it("is null before the due date has passed", () => {
    expect(overdueStatus(receivable(), "2026-02-14", defaultDunningPolicy)).toBeNull();
  });

  it("adds the fees to what is owed and reports escalation and the statutes' exclusion threshold", () => {
    const notices = [
      { level: 1, sentOn: "2026-02-28", deadline: "2026-03-14", feeCents: 0 },
      { level: 2, sentOn: "2026-03-21", deadline: "2026-04-04", feeCents: 500 },
    ];
    expect(overdueStatus(receivable({ notices }), "2026-08-14", defaultDunningPolicy)).toMatchObject({
      daysOverdue: 181,
      level: 2,
      feesCents: 500,
      totalDueCents: 120_500,
      exclusionPossible: false,
      escalated: false,
    });
    expect(overdueStatus(receivable({ notices }), "2026-08-15", defaultDunningPolicy)).toMatchObject({ exclusionPossible: true });
    expect(overdueStatus(receivable({ notices: notices.slice(0, 1) }), "2026-12-01", defaultDunningPolicy)).toMatchObject({ exclusionPossible: false });
  });

  it("validates a policy: levels start at 1 without gaps", () => {
    expect(dunningPolicySchema.safeParse(defaultDunningPolicy).success).toBe(true);
    expect(dunningPolicySchema.safeParse([{ ...defaultDunningPolicy[1]!, level: 2 }]).success).toBe(false);
  });
});
