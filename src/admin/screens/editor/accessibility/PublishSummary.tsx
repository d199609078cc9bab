import { Button } from "react-aria-components";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { PROBLEM_KINDS, type AccessibilityProblem, type ProblemKind } from "./pageProblems";
import "./accessibility.css";

/** Each kind of problem as the summary names it, with its count. */
const KIND_TITLES: Record<ProblemKind, (count: number) => string> = {
  contrast: (n) => (n === 1 ? "1 text hard to read" : `${n} texts hard to read`),
  alt: (n) => (n === 1 ? "1 picture without a description" : `${n} pictures without a description`),
  headings: (n) => (n === 1 ? "1 heading out of order" : `${n} headings out of order`),
  navigationNames: (n) => (n === 1 ? "1 navigation named like another" : `${n} navigations named like another`),
  links: (n) => (n === 1 ? "1 link that does not say where it goes" : `${n} links that do not say where they go`),
  tinyText: (n) => (n === 1 ? "1 text smaller than 12 px" : `${n} texts smaller than 12 px`),
  targets: (n) => (n === 1 ? "1 button or link hard to tap" : `${n} buttons or links hard to tap`),
};

/**
 * What Publish shows first when the page has accessibility problems: how many of each kind,
 * each with "Show" to select its block, then "Publish anyway" or "Go back".
 */
export function PublishSummary(props: {
  problems: readonly AccessibilityProblem[];
  onShow: (blockId: string) => void;
  onPublish: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog title="Some visitors will have trouble with this page" onClose={props.onClose} wide>
      <p className="field-help">Fixing these lets everyone read and use the page. You can also publish it as it is.</p>
      <div className="publish-summary">
        {PROBLEM_KINDS.map((kind) => {
          const ofKind = props.problems.filter((problem) => problem.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`publish-summary-${kind}`}>
              <h3 id={`publish-summary-${kind}`}>{KIND_TITLES[kind](ofKind.length)}</h3>
              <ul>
                {ofKind.map((problem) => (
                  <li key={`${problem.blockId} ${problem.message}`} className="accessibility-problem">
                    <p>{problem.message}</p>
                    <Button className="btn btn-small" onPress={() => props.onShow(problem.blockId)}>
                      Show
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onClose} autoFocus>
          Go back
        </Button>
        <Button className="btn btn-primary" onPress={props.onPublish}>
          Publish anyway
        </Button>
      </div>
    </ModalDialog>
  );
}
