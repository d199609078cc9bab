import { useMemo } from "react";
import { Button } from "react-aria-components";
import type { BlockInstance } from "../../../../blocks/types";
import { fixFor, type BlockFix } from "./blockFixes";
import type { AccessibilityProblem } from "./pageProblems";
import "./accessibility.css";

/** Puts the owner in the block panel's field of this label, its words selected, to check what a fix wrote. */
function focusField(label: string): void {
  const labels = document.querySelectorAll<HTMLLabelElement>(".block-panel label");
  const field = [...labels].find((element) => element.textContent?.trim() === label)?.control;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    field.focus();
    field.select();
  }
}

function ProblemItem(props: {
  problem: AccessibilityProblem;
  block: BlockInstance;
  doc: Document | null;
  isDisabled: boolean;
  onFix: (fix: BlockFix) => void;
}) {
  const { problem, block, doc } = props;
  const fix = useMemo(() => fixFor(problem, block, doc), [problem, block, doc]);
  return (
    <li className="accessibility-problem">
      <p>{problem.message}</p>
      {fix ? (
        <Button
          className="btn btn-small"
          isDisabled={props.isDisabled}
          onPress={() => {
            props.onFix(fix);
            if (fix.focusField) requestAnimationFrame(() => focusField(fix.focusField!));
          }}
        >
          {fix.label}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The selected block's accessibility problems in its panel, each saying what is wrong and why it
 * matters, with its one-click fix where the block's settings have one.
 */
export function BlockProblems(props: {
  problems: readonly AccessibilityProblem[];
  block: BlockInstance;
  doc: Document | null;
  isDisabled: boolean;
  onFix: (settings: Record<string, unknown>) => void;
}) {
  if (props.problems.length === 0) return null;
  return (
    <section className="accessibility-problems" aria-labelledby="block-problems-title">
      <h3 id="block-problems-title">{props.problems.length === 1 ? "1 problem for some visitors" : `${props.problems.length} problems for some visitors`}</h3>
      <ul>
        {props.problems.map((problem) => (
          <ProblemItem
            key={`${problem.kind} ${problem.message}`}
            problem={problem}
            block={props.block}
            doc={props.doc}
            isDisabled={props.isDisabled}
            onFix={(fix) => props.onFix(fix.settings)}
          />
        ))}
      </ul>
    </section>
  );
}
