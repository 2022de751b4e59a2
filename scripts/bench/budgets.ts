/**
 * The budgets the site holds itself to (docs/product.md#budgets), and the check of a route's
 * figures against them. The scores hold on the median of the runs; LCP, its ratio to the bare
 * page's median and TBT hold on a route's worst run, since a visitor gets whichever run the
 * phone gives.
 */
import type { RouteResult } from "./figures.ts";

export const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  lcpRatio: 2.0,
  cls: 0.02,
  tbtMs: 50,
  cssKb: 25,
};
const heavyRoutes =
  /^\/(embed\/)?(military-time-converter|overtime-calculator|working-hours-calculator|timesheet-generator|pomodoro-timer|contact|blog)(\/|$)/;
export const jsBudgetKb = (path: string) => (heavyRoutes.test(path) ? 80 : 10);

/** The budgets a route's figures miss, by name ("performance", "LCP", "JS"…); none when it is within all. */
export function routeMisses(result: Omit<RouteResult, "misses">): string[] {
  const misses: string[] = [];
  const miss = (condition: boolean, label: string) => condition && misses.push(label);
  const { path } = result;
  miss(result.performance < budget.performance, "performance");
  miss(result.accessibility < budget.accessibility, "accessibility");
  // The not-found page answers 404 and asks not to be indexed, on purpose; those audits cannot pass there.
  const notFoundPage = path === "/404-page";
  // An embed asks not to be indexed, on purpose (its tool page is the one to find): SEO cannot pass there.
  const embed = path.startsWith("/embed/");
  miss(!notFoundPage && result.bestPractices < budget.bestPractices, "best practices");
  miss(!notFoundPage && !embed && result.seo < budget.seo, "SEO");
  miss(result.worst.lcpMs > budget.lcpMs, "LCP");
  miss(result.worst.lcpRatio > budget.lcpRatio, "LCP ratio");
  miss(result.worst.cls > budget.cls, "CLS");
  miss(result.worst.tbtMs > budget.tbtMs, "TBT");
  miss(result.jsKb > result.jsBudgetKb, "JS");
  miss(result.cssKb > budget.cssKb, "CSS");
  miss(result.axeDesktop !== 0 || result.axeMobile !== 0, "axe");
  return misses;
}
