import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { embedSnippet } from "~/lib/embed-snippet";
import { siteConfig } from "~/site.config";

/**
 * "Put this tool on your site": the embed snippet, built with the page, and a
 * button that copies it (page-scripts/copy-button.ts). The code also shows in a
 * disclosure, so it can be selected by hand where copying is refused.
 */
export function EmbedOffer({ toolPath, appName, height }: { toolPath: string; appName: string; height: number }) {
  const slug = toolPath.replace(/^\//, "");
  const codeId = `embed-code-${slug}`;
  const statusId = `embed-status-${slug}`;
  const snippet = embedSnippet({ origin: siteConfig.siteUrl, toolPath, title: appName, height });
  return (
    <section aria-labelledby="embed-heading" className="border-t border-line py-10" data-print-hidden="">
      <Container width="prose">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="embed-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
              <Icon name="code-xml" size="size-5" className="text-brand-700" />
              Put this {appName.toLowerCase()} on your site
            </h2>
            <p className="mt-2 max-w-xl text-ink-muted">
              Free to embed on a blog, an intranet or a help page, with a small credit link back here. It works, prints
              and downloads inside your page as it does on ours, and fits its frame to the tool.
            </p>
          </div>
          <div className="shrink-0" data-search-skip="">
            <Button
              variant="outline"
              hidden
              data-copy={codeId}
              data-copy-status={statusId}
              data-copied-text="Embed code copied. Paste it into your page's HTML."
              data-failed-text="Your browser did not allow copying: the code is below to select and copy."
            >
              Copy embed code
            </Button>
          </div>
        </div>
        <p id={statusId} aria-live="polite" className="mt-3 min-h-6 text-sm font-medium text-brand-800" />
        <details className="mt-2 rounded-card border border-line bg-surface-muted/60" data-search-skip="">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink">Show the code</summary>
          <pre className="overflow-x-auto border-t border-line px-4 py-3 text-xs leading-relaxed text-ink">
            <code id={codeId}>{snippet}</code>
          </pre>
        </details>
      </Container>
    </section>
  );
}
