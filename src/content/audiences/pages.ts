import type { AudienceSlug } from "../audiences";
import type { MarketingPageContent } from "../marketing";
import { agency } from "./agency";
import { consulting } from "./consulting";
import { financialServices } from "./financial-services";
import { freelancers } from "./freelancers";
import { nonprofit } from "./nonprofit";
import { remoteTeams } from "./remote-teams";
import { retail } from "./retail";
import { smallBusiness } from "./small-business";
import { startups } from "./startups";

/** Every audience page's record, by slug (content/marketing-pages.ts lists them with the rest). */
export const audiencePages: Record<AudienceSlug, MarketingPageContent> = {
  startups,
  "small-business": smallBusiness,
  "remote-teams": remoteTeams,
  freelancers,
  nonprofit,
  "financial-services": financialServices,
  agency,
  consulting,
  retail,
};
