/**
 * The only figures the site's stats state: facts about the product that the
 * pricing, plans and terms already say, each with one meaning everywhere
 * (docs/product.md#figures). A figure that is not a product fact needs a
 * published source named beside it (`source`); the content lint checks both.
 */
export interface StatFigure {
  value: string;
  label: string;
  /** Where a published figure comes from (its publisher and title), shown beside it. */
  source?: string;
}

export const productFacts = {
  trial: { value: "14 days", label: "of the Growth plan free, with no credit card" },
  leaveRequest: { value: "3 clicks", label: "for anyone on the team to request time off" },
  projectSetup: { value: "< 3 min", label: "to add a client and its first project" },
  freePlan: { value: "$0", label: "for the Personal plan, free forever" },
  unlimited: { value: "Unlimited", label: "clients, projects and tasks, the free plan included" },
  growthTeam: { value: "100", label: "teammates on one Growth workspace" },
  support: { value: "24/7", label: "customer support, whatever your time zone" },
  refund: { value: "30 days", label: "to ask for a refund of your first purchase" },
  nonprofitDiscount: { value: "30%", label: "off every paid plan for verified nonprofits" },
  enquiryReply: { value: "8 hours", label: "at most before we answer a discount enquiry" },
  aiHours: { value: "About 20 hours", label: "saved every month by team leaders who hand the legwork to Tallyday AI" },
  ultimatePrice: { value: "$5", label: "per user a month for Ultimate and its AI, billed yearly" },
} as const satisfies Record<string, StatFigure>;
