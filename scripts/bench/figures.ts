/** What the bench measures on a route: each Lighthouse run, and the route's figures judged against the budgets. */

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed during the run. */
  benchmarkIndex: number;
}

/** A route's figures: the median of each run's figure (the machine's speed aside), its worst runs and more. */
export interface RouteResult extends Omit<LighthouseRun, "benchmarkIndex"> {
  path: string;
  /** Worst runs: lowest performance, slowest LCP (and its ratio to the bare page's median), most TBT and CLS. */
  worst: { performance: number; lcpMs: number; lcpRatio: number; tbtMs: number; cls: number };
  runs: LighthouseRun[];
  jsKb: number;
  jsBudgetKb: number;
  cssKb: number;
  axeDesktop: number;
  axeMobile: number;
  misses: string[];
}
