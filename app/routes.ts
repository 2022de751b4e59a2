import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { audienceSlugs } from "./content/audiences";

export default [
  index("routes/home.tsx"),
  route("time-tracking", "routes/time-tracking.tsx"),
  route("project-management", "routes/project-management.tsx"),
  route("leave-management", "routes/leave-management.tsx"),
  route("tallyday-ai", "routes/tallyday-ai.tsx"),
  route("slack", "routes/slack.tsx"),
  // One page component for all nine audiences, one URL per slug.
  ...audienceSlugs.map((slug) => route(slug, "routes/audience.tsx", { id: `audience-${slug}` })),
  route("pricing", "routes/pricing.tsx"),
  route("military-time-converter", "routes/military-time-converter.tsx"),
  route("overtime-calculator", "routes/overtime-calculator.tsx"),
  route("working-hours-calculator", "routes/working-hours-calculator.tsx"),
  route("timesheet-generator", "routes/timesheet-generator.tsx"),
  route("pomodoro-timer", "routes/pomodoro-timer.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("refunds", "routes/refunds.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/category/:slug", "routes/blog-category.tsx"),
  route("blog/tag/:slug", "routes/blog-tag.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
