import { expect, test } from "./fixtures";
import { downloadPdf } from "./pdf-file";

/**
 * Download PDF on each calculator (docs/product.md#printed-reports): the file
 * is read back with poppler's pdftotext and pdfinfo, so the test sees the
 * words a reader's PDF viewer would find, and the paper they are on.
 */

const a4 = [595, 842];
const letter = [612, 792];

test.describe("Download PDF", () => {
  test("the overtime report as a text PDF, on A4 and Letter, named after the tool and the week", async ({ page }) => {
    await page.goto(
      "/overtime-calculator?mon=8&mon_ot=2&fri=8&rate=25&ot=1.5&dt=2&header=Night%20crew&notes=Approved%20by%20the%20shift%20lead&week=2026-11-25&employee=Asha%20Verma&approver=Sam%20Lee",
    );
    for (const [paper, size] of [
      ["A4", a4],
      ["Letter", letter],
    ] as const) {
      const pdf = await downloadPdf(page, paper);
      expect(pdf.name).toBe("overtime-2026-11-23.pdf");
      expect(pdf.size).toEqual(size);
      expect(pdf.pages).toBe(1);
      for (const words of [
        "Tallyday",
        "Overtime calculator",
        "Overtime Report",
        "Night crew",
        "Week of Mon, Nov 23, 2026 – Sun, Nov 29, 2026",
        "Asha Verma",
        "Sam Lee",
        "Base rate $25.00 an hour",
        // Monday: 8 at $25 and 2 at $37.50; Friday 8 at $25.
        // The day's total over its h:mm, on the line under it.
        "Monday 8.00 2.00 0.00 10.00 $200.00 $75.00 $0.00 $275.00\n 10:00",
        "Total pay: $475.00",
        "Approved by the shift lead",
        "Employee signature",
        "Approver signature",
      ]) {
        expect(pdf.text).toContain(words);
      }
    }
  });

  test("the working hours report, named after its date", async ({ page }) => {
    await page.goto(
      "/working-hours-calculator?s0=09:00&e0=17:30&b0=30&s1=22:00&e1=02:15&date=2026-11-25&employee=Asha%20Verma&approver=Sam%20Lee",
    );
    const pdf = await downloadPdf(page, "Letter");
    expect(pdf.name).toBe("working-hours-2026-11-25.pdf");
    expect(pdf.size).toEqual(letter);
    for (const words of [
      "Working Hours Report",
      "Wed, Nov 25, 2026",
      "Asha Verma",
      "Sam Lee",
      "Block 1 09:00 17:30 30 min 8.00 8:00",
      "Block 2 22:00 02:15 0 min 4.25 4:15 Ends the next day",
      // 8 hours and 4 hours 15 minutes.
      "Total: 12.25 hours (12:15)",
    ]) {
      expect(pdf.text).toContain(words);
    }
    expect((await downloadPdf(page, "A4")).size).toEqual(a4);
  });

  test("the timesheet report with pay, named after its week", async ({ page }) => {
    await page.goto(
      "/timesheet-generator?mon_from=09:00&mon_to=17:00&tue_from=09:00&tue_to=18:30&tue_break=30&pay=1&week=2026-11-23&employee=Asha%20Verma&approver=Sam%20Lee",
    );
    const pdf = await downloadPdf(page, "A4");
    expect(pdf.name).toBe("timesheet-2026-11-23.pdf");
    expect(pdf.size).toEqual(a4);
    for (const words of ["Timesheet Report", "Asha Verma", "Sam Lee", "Monday Nov 23", "Tuesday Nov 24"]) {
      expect(pdf.text).toContain(words);
    }
    // 8 and 9 hours at the default $35 an hour, no overtime under 40 a week.
    expect(pdf.text).toContain("Total hours: 17.00");
    expect(pdf.text).toContain("Total pay: $595.00");
    expect((await downloadPdf(page, "Letter")).size).toEqual(letter);
  });

  test("on a 390 px phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/overtime-calculator?mon=8&mon_ot=2&fri=8&employee=Asha%20Verma");
    const pdf = await downloadPdf(page, "Letter");
    expect(pdf.size).toEqual(letter);
    expect(pdf.text).toContain("Asha Verma");
    expect(pdf.text).toContain("Total pay: $475.00");
  });

  test("with no period the file is named after the tool alone", async ({ page }) => {
    await page.goto("/overtime-calculator?mon=8");
    expect((await downloadPdf(page, "A4")).name).toBe("overtime.pdf");
  });

  test("the PDF's writer is not in the first load: fetched once a result shows, run on the press", async ({ page }) => {
    const writer: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/pdf-worker\b/.test(request.url())) writer.push(request.url());
    });
    await page.goto("/overtime-calculator");
    await page.getByLabel("Monday regular hours", { exact: true }).fill("8");
    await page.waitForLoadState("networkidle");
    expect(writer, "nothing of the PDF before a result").toEqual([]);

    await page.getByRole("button", { name: "Calculate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await expect.poll(() => writer.length, { message: "the writer fetched before the press" }).toBeGreaterThan(0);
    expect((await downloadPdf(page, "A4")).text).toContain("Total pay: $200.00");
  });

  test("when the writer cannot load, the press says so and keeps the result", async ({ page }) => {
    await page.route(/\/assets\/pdf-worker\b/, (route) => route.abort());
    await page.goto("/overtime-calculator?mon=8");
    await page.getByRole("button", { name: "Download PDF" }).click();
    await expect(page.getByRole("alert")).toContainText("The PDF could not be made");
    await expect(page.getByRole("status")).toContainText("$200.00");
    await expect(page.getByLabel("Monday regular hours", { exact: true })).toHaveValue("8");
  });
});

test.describe("the paper a visitor most likely has", () => {
  test.describe("in the United States", () => {
    test.use({ locale: "en-US" });
    test("Letter comes first", async ({ page }) => {
      await page.goto("/overtime-calculator?mon=8");
      await expect(page.getByLabel("Paper size")).toHaveValue("letter");
    });
  });
  test.describe("in Germany", () => {
    test.use({ locale: "de-DE" });
    test("A4 comes first", async ({ page }) => {
      await page.goto("/overtime-calculator?mon=8");
      await expect(page.getByLabel("Paper size")).toHaveValue("a4");
    });
  });
});
