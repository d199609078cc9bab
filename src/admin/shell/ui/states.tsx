import type { ReactNode } from "react";
import { Button } from "react-aria-components";

/** Shown while a screen or list loads. */
export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Shown when loading failed, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button className="btn" onPress={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** Shown when a list has nothing yet: what it is for and what to do first. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="state state-empty">
      <h2>{title}</h2>
      {children ? <p>{children}</p> : null}
      {action}
    </div>
  );
}

/** Shown when a search finds nothing in a list: says what was searched for ("No products match “mug”."). */
export function NoMatch({ what, search }: { what: string; search: string }) {
  return <EmptyState title={`No ${what} match “${search}”.`}>Check the spelling or search for fewer words.</EmptyState>;
}

/** A message about the last action: information, success or error. */
export function Notice({ tone, children, action }: { tone: "info" | "success" | "error"; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <span>{children}</span>
      {action}
    </div>
  );
}
