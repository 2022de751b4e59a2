import type { AnchorHTMLAttributes } from "react";

export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

export interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A link: every page is its own HTML document, so site links and outside links are plain anchors. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
