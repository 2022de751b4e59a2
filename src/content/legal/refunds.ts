import { formatAddress, siteConfig } from "~/site.config";
import { list, p } from "./blocks";
import type { LegalDocument } from "./types";

const { name } = siteConfig;
const company = siteConfig.company.legalName;

export const refundsDocument: LegalDocument = {
  path: "/refunds",
  title: "Refunds and cancellations",
  description: `How to cancel a ${name} subscription, and how refund requests made within 30 days of the first purchase are reviewed and paid.`,
  heading: "Refunds and cancellations",
  updated: { label: "Last updated", isoDate: "2024-08-10" },
  intro: [
    `We want every team to be glad it chose ${name}. This policy explains how to cancel a subscription, when you can ask for a refund and what happens after you do. It forms part of our [terms of service](/terms).`,
  ],
  sections: [
    {
      id: "cancelling",
      heading: "Cancelling your subscription",
      blocks: [
        p(
          "You can cancel a paid subscription at any time, from the billing settings in the app or by writing to {email} from the account owner's e-mail address.",
        ),
        p(
          "Cancelling stops the next renewal. Your subscription stays active until the end of the current billing cycle, so you keep every paid feature until then, and you are not charged again. After that, your workspace moves to the free Personal plan and your data stays in it.",
        ),
        p(
          "Cancelling does not on its own refund the current billing cycle. If you also want a refund, ask for one as described below.",
        ),
      ],
    },
    {
      id: "eligibility",
      heading: "When you can ask for a refund",
      blocks: [
        p(
          "You can request a refund within 30 days of the first purchase of a paid subscription. Payments made more than 30 days earlier, including renewals, are not eligible.",
        ),
        p(
          "Refunds are at the company's discretion. We look at each request on its own facts, such as whether the service worked as described and how much it has been used, and we may approve a full refund, a partial refund or none.",
        ),
      ],
    },
    {
      id: "exclusions",
      heading: "What we do not refund",
      blocks: [
        p("We do not honour refund requests that arise from causes outside our control, such as:"),
        list(
          "outages of, or changes to, third-party services you connect, such as a chat, calendar or payroll provider;",
          "problems with your own devices, network, internet connection or browser;",
          "charges, fees or exchange-rate differences added by your bank or card issuer.",
        ),
        p(
          "Nor do we refund requests made after the 30-day window, or subscriptions ended for breaking our [terms of service](/terms#acceptable-use).",
        ),
      ],
    },
    {
      id: "how-to-request",
      heading: "How to request a refund",
      blocks: [
        p("E-mail {email} from the account owner's e-mail address, with “Refund request” as the subject, and tell us:"),
        list(
          "the name of your workspace and the e-mail address of its owner;",
          "the invoice number, or the date and amount of the payment;",
          "why you are asking for a refund.",
        ),
        p("We confirm that we have received every request by e-mail, usually within one working day."),
      ],
    },
    {
      id: "review",
      heading: "How we review a request",
      blocks: [
        p(
          "When we receive your request, we review it against this policy and your account's billing history, and we may ask you for more details.",
        ),
        p(
          "We then tell you by e-mail whether your refund is approved or rejected. If it is rejected, the e-mail explains why.",
        ),
      ],
    },
    {
      id: "processing",
      heading: "Processing and payment",
      blocks: [
        p("An approved refund is processed within 2 working days of our approval e-mail."),
        p(
          "The money is then credited to the original payment method within 7 to 10 working days, depending on your bank or card issuer. We cannot pay a refund to a different card or account.",
        ),
        p(
          "When a refund is processed, the subscription it covers ends and the workspace moves to the free Personal plan.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      blocks: [
        p(
          `If you have a question about this policy, e-mail {email} or use our [contact page](/contact). Our postal address is ${company}, ${formatAddress()}.`,
        ),
      ],
    },
  ],
};
