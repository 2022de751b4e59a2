import { downloadFile } from "./download";

export type CsvCell = string | number;

/** Rows as RFC 4180 CSV: cells with commas, quotes or line breaks are quoted. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          const text = String(cell);
          // A leading = + - @ makes spreadsheets run the cell as a formula; a quote mark keeps it text.
          const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
          return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
        })
        .join(","),
    )
    .join("\r\n");
}

/** Offers the rows as a CSV file download. */
export function downloadCsv(filename: string, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): void {
  downloadFile(filename, new Blob([`\uFEFF${toCsv(rows)}\r\n`], { type: "text/csv;charset=utf-8" }));
}
