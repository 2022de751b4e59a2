import { describe, expect, it } from "vitest";
import {
  fromSavedTeam,
  fromSavedValues,
  maxEmployees,
  toSavedTeam,
  toSavedValues,
  type SavedFields,
} from "./saved-values";
import { emptyTimesheetForm, type TimesheetForm } from "./timesheet";
import { emptyReportDetails } from "~/tools/shared/report-details";
import { weekDays } from "~/tools/shared/week";
import { emptyEntry } from "./hours";

const week = (changes: Record<number, { from: string; to: string; break: string }>) =>
  weekDays.map((_, index) => ({ ...emptyEntry(), ...changes[index] }));

describe("saved timesheet values", () => {
  it("stores the week, rounding, header, notes and report details, and reads them back", () => {
    const fields: SavedFields = {
      period: 1,
      entries: week({ 0: { from: "09:00", to: "17:00", break: "30" }, 4: { from: "22:00", to: "06:00", break: "" } }),
      roundTime: "15",
      header: "Jo Smith",
      notes: "Night shift on Friday",
      details: { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" },
    };
    const saved = toSavedValues(fields);
    expect(saved.timeEntries[0]).toEqual({ day: "Monday", from: "09:00", to: "17:00", break: 30 });
    expect(saved.timeEntries[4]).toEqual({ day: "Friday", from: "22:00", to: "06:00", break: "" });
    expect(saved).toMatchObject({ roundTime: "15", reportHeader: "Jo Smith", reportNotes: "Night shift on Friday" });
    expect(saved.reportDetails).toEqual({ start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" });
    expect(fromSavedValues(JSON.parse(JSON.stringify(saved)))).toEqual(fields);
  });

  it("does not store a break it could not read", () => {
    const saved = toSavedValues({
      period: 1,
      entries: week({ 0: { from: "", to: "", break: "-5" } }),
      roundTime: "none",
      header: "",
      notes: "",
      details: emptyReportDetails(),
    });
    expect(saved.timeEntries[0]?.break).toBe("");
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a number", 42],
    ["a string", "garbage"],
    ["an array", [1, 2, 3]],
    ["an empty object", {}],
    ["only unknown fields", { version: 9, entries: "x" }],
    [
      "fields of the wrong types",
      { timeEntries: "x", roundTime: 45, reportHeader: 7, reportNotes: {}, reportDetails: "Jo" },
    ],
    ["more days than four weeks", { timeEntries: Array.from({ length: 29 }, () => ({ from: "09:00", to: "17:00" })) }],
    ["rows that are not objects", { timeEntries: [null, 3, "09:00"] }],
  ])("ignores %s", (_title, raw) => {
    expect(fromSavedValues(raw)).toBeNull();
  });

  it("keeps the good fields and drops the bad ones", () => {
    const fields = fromSavedValues({
      timeEntries: [
        { day: "Wednesday", from: "08:00", to: "25:00", break: "-3" },
        { day: "Funday", from: "09:00", to: "17:00", break: 30 },
        { day: "Friday", from: "<b>", to: "16:30", break: "45" },
      ],
      roundTime: "20",
      reportHeader: "h".repeat(400),
      reportNotes: 12,
      reportDetails: { start: "2026-02-30", employee: 7, approver: "a".repeat(400) },
    });
    expect(fields?.entries?.[2]).toEqual({ from: "08:00", to: "", break: "", moreShifts: [] });
    expect(fields?.entries?.[4]).toEqual({ from: "", to: "16:30", break: "45", moreShifts: [] });
    expect(fields?.entries?.filter((entry) => entry.from || entry.to)).toHaveLength(2);
    expect(fields?.roundTime).toBeUndefined();
    expect(fields?.header).toHaveLength(200);
    expect(fields?.notes).toBeUndefined();
    expect(fields?.details).toEqual({ start: "", employee: "", approver: "a".repeat(100) });
  });

  it("reads values saved before the report details, leaving the details out", () => {
    const fields = fromSavedValues({ timeEntries: [], roundTime: "none", reportHeader: "Jo", reportNotes: "" });
    expect(fields).toEqual({ roundTime: "none", header: "Jo", notes: "" });
  });

  it("reads back a stored break of 0, which says no break was taken", () => {
    const fields = fromSavedValues({ timeEntries: [{ from: "09:00", to: "17:00", break: 0 }] });
    expect(fields?.entries?.[0]).toEqual({ from: "09:00", to: "17:00", break: "0", moreShifts: [] });
  });

  it("reads an older list without day names in order, and numeric rounding", () => {
    const fields = fromSavedValues({ timeEntries: [{ from: "09:00", to: "17:00", break: 60 }], roundTime: 30 });
    expect(fields?.entries?.[0]).toEqual({ from: "09:00", to: "17:00", break: "60", moreShifts: [] });
    expect(fields?.roundTime).toBe("30");
  });

  it("stores a longer period and its split shifts, and reads them back", () => {
    const entries = Array.from({ length: 14 }, emptyEntry);
    entries[0] = { from: "09:00", to: "12:00", break: "", moreShifts: [{ from: "13:00", to: "17:00" }] };
    entries[9] = { from: "22:00", to: "06:00", break: "30", moreShifts: [] };
    const fields: SavedFields = {
      period: 2,
      entries,
      roundTime: "none",
      header: "",
      notes: "",
      details: emptyReportDetails(),
    };
    const saved = toSavedValues(fields);
    expect(saved.payPeriod).toBe(2);
    expect(saved.timeEntries).toHaveLength(14);
    expect(saved.timeEntries[0]).toEqual({
      day: "Monday",
      from: "09:00",
      to: "12:00",
      break: "",
      shifts: [{ from: "13:00", to: "17:00" }],
    });
    expect(saved.timeEntries[9]).toEqual({ day: "Wednesday", week: 2, from: "22:00", to: "06:00", break: 30 });
    expect(fromSavedValues(JSON.parse(JSON.stringify(saved)))).toEqual(fields);
  });

  it("stores one week of single shifts exactly as before pay periods", () => {
    const saved = toSavedValues({
      period: 1,
      entries: week({ 0: { from: "09:00", to: "17:00", break: "30" } }),
      roundTime: "none",
      header: "",
      notes: "",
      details: emptyReportDetails(),
    });
    expect(Object.keys(saved)).not.toContain("payPeriod");
    expect(saved.timeEntries.map((entry) => Object.keys(entry).sort().join())).toEqual(
      Array.from({ length: 7 }, () => "break,day,from,to"),
    );
  });

  it("drops shifts past the third and rows of a week past the fourth", () => {
    const fields = fromSavedValues({
      timeEntries: [
        {
          day: "Monday",
          from: "06:00",
          to: "07:00",
          shifts: [
            { from: "08:00", to: "09:00" },
            { from: "10:00", to: "11:00" },
            { from: "12:00", to: "13:00" },
          ],
        },
        { day: "Monday", week: 5, from: "09:00", to: "17:00" },
      ],
      payPeriod: 4,
    });
    expect(fields?.entries?.[0]?.moreShifts).toHaveLength(2);
    expect(fields?.period).toBe(4);
    expect(fields?.entries?.filter((entry) => entry.from)).toHaveLength(1);
  });

  it("stores the meal rule, the payment settings as typed and blank days only when set, and reads them back", () => {
    const form = emptyTimesheetForm();
    expect(Object.keys(toSavedValues(form)).sort()).toEqual([
      "reportDetails",
      "reportHeader",
      "reportNotes",
      "roundTime",
      "timeEntries",
    ]);
    form.meal = { on: true, minutes: "45", afterHours: "6" };
    form.includePayment = true;
    form.showBlankDays = true;
    form.payment.basePay = "18.5";
    form.payment.differentials = [{ from: "22:00", to: "06:00", amount: "x", per: "percent" }];
    const saved = JSON.parse(JSON.stringify(toSavedValues(form)));
    expect(saved).toMatchObject({ includePayment: true, showBlankDays: true, meal: form.meal });
    expect({ ...emptyTimesheetForm(), ...fromSavedTeam(saved)!.sheets[0] }).toEqual(form);
  });
});

describe("a team's saved period", () => {
  const team = (): TimesheetForm[] => {
    const jo = emptyTimesheetForm();
    jo.period = 2;
    jo.entries = Array.from({ length: 14 }, emptyEntry);
    jo.entries[0] = { from: "09:00", to: "17:00", break: "", moreShifts: [] };
    jo.header = "Warehouse";
    jo.details = { start: "2026-11-16", employee: "Jo Smith", approver: "Sam Lee" };
    const ana = { ...jo, roundTime: "punch6" as const, details: { ...jo.details, employee: "Ana Ruiz" } };
    ana.entries = Array.from({ length: 14 }, emptyEntry);
    ana.entries[9] = { from: "22:00", to: "06:00", break: "30", moreShifts: [] };
    return [jo, ana];
  };

  it("stores the first sheet as one sheet is stored, the others' own fields after it, and reads every one back", () => {
    const saved = JSON.parse(JSON.stringify(toSavedTeam(team(), 1, "mon_from=09%3A00")));
    expect(saved.reportHeader).toBe("Warehouse");
    expect(saved.moreEmployees).toHaveLength(1);
    expect(saved.moreEmployees[0].employee).toBe("Ana Ruiz");
    expect(Object.keys(saved.moreEmployees[0])).not.toContain("reportHeader");
    const read = fromSavedTeam(saved)!;
    expect(read.current).toBe(1);
    expect(read.query).toBe("mon_from=09%3A00");
    expect(read.sheets[1]).toMatchObject({ roundTime: "punch6", details: { employee: "Ana Ruiz" } });
    expect(read.sheets[1]!.entries![9]).toEqual(team()[1]!.entries[9]);
  });

  it("stores one sheet exactly as before teams", () => {
    expect(toSavedTeam([team()[0]!], 0, "")).toEqual(toSavedValues(team()[0]!));
  });

  it("ignores employees it cannot read, past the most a period holds, and a sheet in view that is not there", () => {
    const saved = toSavedTeam(team(), 0, "");
    const read = fromSavedTeam({
      ...saved,
      moreEmployees: [...Array.from({ length: 40 }, () => saved.moreEmployees![0]), 7, null],
      currentEmployee: 99,
    })!;
    expect(read.sheets).toHaveLength(maxEmployees);
    expect(read.current).toBe(0);
    expect(fromSavedTeam({ moreEmployees: [saved.moreEmployees![0]] })).toBeNull();
  });
});
