import { execFileSync } from "node:child_process";
import type { Download, Page } from "@playwright/test";

/**
 * A report's PDF as a visitor gets it: Download PDF pressed, the file read
 * back with poppler's pdftotext and pdfinfo (docs/decisions/pdf.md), so a
 * test sees the words a reader's PDF viewer would find, and the paper they are on.
 */
function poppler(tool: "pdftotext" | "pdfinfo", args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        `${tool} is missing: the PDF tests read each PDF back with it. Install poppler-utils (Debian: apt-get install -y poppler-utils); .ci/run does this where it is missing.`,
      );
    }
    throw error;
  }
}

/** Presses Download PDF on `paper` and reads the file back: its name, text and page size in points. */
export async function downloadPdf(page: Page, paper: "A4" | "Letter") {
  await page.getByLabel("Paper size").selectOption({ label: paper });
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const file = await download.path();
  const info = poppler("pdfinfo", [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return {
    name: download.suggestedFilename(),
    text: poppler("pdftotext", ["-layout", file, "-"]).replace(/[ \t]+/g, " "),
    size: [Math.round(Number(size[1])), Math.round(Number(size[2]))],
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
  };
}
