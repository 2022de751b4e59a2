import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

export interface SmartLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A site link through the router, or a plain anchor for other sites and e-mail. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
