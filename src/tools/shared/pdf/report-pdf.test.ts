import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printable } from "./page";
import { reportPdf } from "./report-pdf";
import type { ReportDocument } from "../report";

const report = (rows = 7): ReportDocument => ({
  title: "Overtime Report",
  brand: { name: "Tallyday", tool: "Overtime calculator", address: "tallyday.app/overtime-calculator" },
  texts: {
    header: "Warehouse team",
    notes: "Checked against the rota.\nPaid on Friday.",
    period: "Week of Mon, Nov 23, 2026 – Sun, Nov 29, 2026",
    employee: "Jo Smith",
    approver: "Sam Lee",
  },
  body: {
    lead: ["Base rate $25.00 an hour · overtime 1.5x · double time 2x"],
    table: {
      caption: "Hours and pay by day",
      headers: ["Day", "Regular h", "Why", "Total pay"],
      numeric: [false, true, false, true],
      rows: Array.from({ length: rows }, (_, index) => [`Day ${index + 1}`, "8.00", "8 regular", "$200.00"]),
      totals: ["Total", "56.00", "", "$1,400.00"],
    },
    totals: ["Total pay: $1,400.00"],
  },
});

/** Runs one of poppler's tools, or says plainly how to get them. */
function poppler(tool: "pdftotext" | "pdfinfo", args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(
      `${tool} is missing: these tests read each PDF back with it. Install poppler-utils (Debian: apt-get install -y poppler-utils); .ci/run does this where it is missing.`,
    );
  }
}

/** The PDF's text as poppler reads it, and its page sizes in points. */
function readBack(bytes: ArrayBuffer) {
  const dir = mkdtempSync(join(tmpdir(), "report-pdf-"));
  const file = join(dir, "report.pdf");
  writeFileSync(file, Buffer.from(bytes));
  const text = poppler("pdftotext", ["-layout", file, "-"]);
  const info = poppler("pdfinfo", [file]);
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), size: /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) };
}

describe("a report's PDF", () => {
  it("holds the report's words as text, on A4", () => {
    const { text, pages, size } = readBack(reportPdf(report(), "a4"));
    for (const words of [
      "Tallyday",
      "Overtime calculator",
      "Overtime Report",
      "Warehouse team",
      "Week of Mon, Nov 23, 2026 – Sun, Nov 29, 2026",
      "Jo Smith",
      "Sam Lee",
      "Base rate $25.00 an hour",
      "Regular h",
      "$1,400.00",
      "Total pay: $1,400.00",
      "Paid on Friday.",
      "Employee signature",
      "Approver signature",
    ]) {
      expect(text).toContain(words);
    }
    expect(pages).toBe(1);
    expect([Math.round(Number(size?.[1])), Math.round(Number(size?.[2]))]).toEqual([595, 842]);
  });

  it("comes on Letter", () => {
    const { size } = readBack(reportPdf(report(), "letter"));
    expect([Number(size?.[1]), Number(size?.[2])]).toEqual([612, 792]);
  });

  it("runs onto more pages with the header again and page numbers", () => {
    const { text, pages } = readBack(reportPdf(report(80), "letter"));
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Regular h/g)?.length).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("writes a team's report: the summary, signed by the approver alone, then each sheet from a page of its own", () => {
    const summary = report(2);
    const sheet = (employee: string) => ({ texts: { ...summary.texts, employee, notes: "" }, body: report(3).body });
    const team: ReportDocument = {
      ...summary,
      texts: { ...summary.texts, employee: "2 employees" },
      body: { ...summary.body, signers: "approver", sheets: [sheet("Ana Ruiz"), sheet("Ben Okafor")] },
    };
    const { text, pages } = readBack(reportPdf(team, "a4"));
    expect(pages).toBe(3);
    const [first, second, third] = text.split("\f");
    expect(first).toContain("2 employees");
    expect(first).not.toContain("Employee signature");
    expect(first).toContain("Approver signature");
    expect(second).toContain("Ana Ruiz");
    expect(second).toContain("Employee signature");
    expect(third).toContain("Ben Okafor");
    expect(third).toContain("Page 3 of 3");
  });

  it("keeps Windows-1252 text and marks what its fonts cannot draw", () => {
    expect(printable("José Müller – “ok” €5")).toBe("José Müller – “ok” €5");
    expect(printable("李雷 🙂")).toBe("?? ?");
  });
});
