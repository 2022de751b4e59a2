import type { AnchorHTMLAttributes } from "react";

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
