import { useEffect, useRef } from "react";
import { Button, Link } from "react-aria-components";
import type { GuideStep } from "../../../domain/api/guide";
import type { Loaded } from "../useLoad";
import { ErrorState, Loading } from "../ui/states";
import { Icon } from "../ui/Icon";

// Words for the guide's progress, e.g. "2 of 5 done".
function guideProgress(steps: readonly GuideStep[]): string {
  return `${steps.filter((step) => step.done).length} of ${steps.length} done`;
}

/**
 * The getting-started guide: a non-modal panel under the top bar listing the site's first steps,
 * each done or not, with a link to the screen where it is done (following one closes the panel, so
 * the screen is clear even on a phone). It takes the focus when it opens;
 * Escape closes it (the top bar's listener, and the shell's for Escape inside the editing frame).
 */
export function GuidePanel(props: { steps: Loaded<GuideStep[]>; onClose: () => void; onFollow: () => void }) {
  const { steps, onClose, onFollow } = props;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const list = steps.status === "ready" ? steps.data : [];
  const complete = steps.status === "ready" && list.every((step) => step.done);
  return (
    <section className="guide" role="dialog" aria-modal="false" aria-labelledby="guide-title" data-testid="guide">
      <div className="guide-head">
        <h2 id="guide-title" ref={headingRef} tabIndex={-1}>
          Getting started
        </h2>
        <Button className="btn btn-ghost" onPress={onClose}>
          Close
        </Button>
      </div>
      {steps.status === "loading" ? <Loading label="Reading your site's first steps…" /> : null}
      {steps.status === "error" ? <ErrorState message={steps.message} onRetry={steps.reload} /> : null}
      {steps.status === "ready" ? (
        <>
          <p className="guide-progress" data-testid="guide-progress">
            {guideProgress(list)}
          </p>
          <progress className="guide-bar" max={list.length} value={list.filter((step) => step.done).length} aria-label="First steps done" />
          {complete ? (
            <p className="guide-complete" role="status">
              All done: your site is ready for visitors. You can open this guide again from the top bar.
            </p>
          ) : null}
          <ol className="guide-steps">
            {list.map((step) => (
              <li key={step.id} className={step.done ? "guide-step guide-step-done" : "guide-step"} data-step={step.id}>
                <span className="guide-mark" aria-hidden="true">
                  {step.done ? <Icon name="check" size={12} /> : null}
                </span>
                <span className="guide-step-text">
                  <Link className="guide-link" href={step.href} onPress={onFollow}>
                    {step.title}
                  </Link>
                  <span className="guide-state">{step.done ? "Done" : "Not done yet"}</span>
                  <span className="guide-rule">{step.rule}</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
