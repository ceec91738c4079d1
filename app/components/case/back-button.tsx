import { ArrowLeft } from "~/components/ui/icons";
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * Returns to the previous page of this site when there is one (history index > 0, as React
 * Router records it), else goes to `fallback`: a page opened from a shared link still has
 * a way back. A plain link without JavaScript.
 */
export function BackButton({ fallback, children, className }: { fallback: string; children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link to={fallback} onClick={onClick} className={buttonClasses({ variant: "outline", size: "sm", className })}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
