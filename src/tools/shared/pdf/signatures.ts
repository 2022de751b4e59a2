/** The signature and date lines at the foot of a PDF report. */
import type { ReportBody, ReportTexts } from "../report";
import { margin, muted, printable, type Page } from "./page";

/** Signature and date lines, the employee's and the approver's or the approver's alone, never split across pages. */
export function drawSignatures(page: Page, texts: ReportTexts, signers: ReportBody["signers"]): void {
  page.y += 28;
  page.room(60);
  const column = (page.inner - 28) / 2;
  const dateWidth = 80;
  const roles = [
    { role: "Employee", name: texts.employee },
    { role: "Approver", name: texts.approver },
  ].filter(({ role }) => signers !== "approver" || role === "Approver");
  roles.forEach(({ role, name }, index) => {
    const left = margin + index * (column + 28);
    page.rule(left, left + column - dateWidth - 12, page.y + 24);
    page.rule(left + column - dateWidth, left + column, page.y + 24);
    page.font(8, "normal", muted);
    page.pdf.text(`${role} signature`, left, page.y + 28, { baseline: "top" });
    page.pdf.text("Date", left + column - dateWidth, page.y + 28, { baseline: "top" });
    if (name?.trim()) {
      page.font(10, "bold");
      page.pdf.text(page.pdf.splitTextToSize(printable(name.trim()), column)[0] ?? "", left, page.y + 41, {
        baseline: "top",
      });
    }
  });
  page.y += 60;
}
