// The figures bench:lighthouse prints and the goals it checks, apart from running Lighthouse.

/** Issue 13's speed goal: the performance score on the five named pages. */
const PERFORMANCE_GOAL = 98;
/** Issue 15's goal: the accessibility score on every page and configuration screen. */
const ACCESSIBILITY_GOAL = 100;
/** Issue 38's goal: Lighthouse's SEO score on every visitor page (the configuration screens are not indexed). */
const SEO_GOAL = 100;
/** Issue 13's layout stability goal, on every visitor page. */
const CLS_GOAL = 0.01;

/** Audits that give advice or do not apply: never counted as failing. */
const UNSCORED = new Set(["informative", "manual", "notApplicable", "error"]);

/** The audits of the performance, accessibility and SEO categories a report fails (score under 0.9), worst first. */
export function failingAudits(lhr) {
  const ids = new Set(["performance", "accessibility", "seo"].flatMap((category) => lhr.categories[category].auditRefs.map((ref) => ref.id)));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .map((audit) => ({ id: audit.id, title: audit.title }));
}

/** The run whose performance score is the median (then accessibility breaks ties). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.accessibility - b.accessibility);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** "min / median / max" of some figures with the given number of decimals. */
export function spread(values, digits) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return [sorted[0], median, sorted.at(-1)].map((value) => value.toFixed(digits)).join(" / ");
}

/**
 * The goals a page's median run misses, in words. A configuration screen is held to the
 * accessibility goal only: the speed, SEO and layout-shift goals are the visitor pages'.
 */
export function missedGoals(page, run) {
  const misses = [];
  if (page.speedGoal && run.performance < PERFORMANCE_GOAL) misses.push(`performance ${run.performance} < ${PERFORMANCE_GOAL}`);
  if (run.accessibility < ACCESSIBILITY_GOAL) misses.push(`accessibility ${run.accessibility} < ${ACCESSIBILITY_GOAL}`);
  if (!page.configuration && run.seo < SEO_GOAL) misses.push(`SEO ${run.seo} < ${SEO_GOAL}`);
  if (!page.configuration && run.cls > CLS_GOAL) misses.push(`CLS ${run.cls.toFixed(3)} > ${CLS_GOAL}`);
  return misses;
}
