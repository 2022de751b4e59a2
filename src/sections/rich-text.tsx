import { parseInline } from "~/content/inline";
import { siteConfig } from "~/site.config";

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-brand-700 print:decoration-black";

/** A line of copy with its links and bold words as real elements (content/inline.ts). */
export function RichText({ text }: { text: string }) {
  return parseInline(text, siteConfig.email).map((token, index) => {
    if (token.type === "text") return token.text;
    if (token.type === "strong")
      return (
        <strong key={index} className="font-semibold text-ink">
          {token.text}
        </strong>
      );
    return (
      <a key={index} href={token.href} className={linkClass}>
        {token.text}
      </a>
    );
  });
}
