/**
 * Copy buttons (sections/embed-offer.tsx): a button with `data-copy` names the
 * element whose text it copies and shows itself only once this script runs,
 * so it never sits dead on a page without script. The result is said in the
 * button's status line; when the browser refuses, the code is shown to select.
 */
export function enableCopyButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    const source = document.getElementById(button.dataset.copy ?? "");
    const status = document.getElementById(button.dataset.copyStatus ?? "");
    if (!source) continue;
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(source.textContent ?? "");
        if (status) status.textContent = button.dataset.copiedText ?? "Copied.";
      } catch {
        const details = source.closest("details");
        if (details) details.open = true;
        if (status) status.textContent = button.dataset.failedText ?? "Could not copy: select the text and copy it.";
      }
    });
  }
}
