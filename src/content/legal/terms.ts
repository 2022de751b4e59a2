import { formatAddress, siteConfig } from "~/site.config";
import { list, p } from "./blocks";
import type { LegalDocument } from "./types";

const { name } = siteConfig;
const company = siteConfig.company.legalName;

export const termsDocument: LegalDocument = {
  path: "/terms",
  title: "Terms of service",
  description: `The agreement for using the ${name} website and service: accounts, billing, cancellation, acceptable use, liability and disputes.`,
  heading: "Terms of service",
  updated: { label: "Last revised", isoDate: "2024-08-10" },
  intro: [
    `These terms are the agreement between you and ${company} for the use of the ${name} website and service. Please read them carefully: they cover how subscriptions, payments and cancellations work, what you may and may not do with the service, and how disputes are settled.`,
    "How we handle personal information is explained in our [privacy policy](/privacy), and how cancellations and refunds work in our [refunds and cancellations policy](/refunds). Both form part of these terms.",
  ],
  numbered: true,
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        p(
          `These terms of service (“terms”) are an agreement between you and ${company} (“${name}”, “we”, “us”), a company with its office at ${formatAddress()}. They govern your use of this website, its free tools and the ${name} app (together, “the service”).`,
        ),
        p(
          `By creating an account, starting a trial, subscribing or otherwise using the service, you accept these terms. If you use the service for an organisation, you accept them on its behalf and confirm that you are authorised to do so; “you” then means both you and that organisation.`,
        ),
        p("If you do not agree with these terms, do not use the service."),
      ],
    },
    {
      id: "eligibility",
      heading: "Eligibility",
      blocks: [
        p(
          "You must be at least 18 years old, and able to enter into a binding contract under the law that applies to you, to create an account, subscribe or otherwise use the service. By using it, you confirm that you are.",
        ),
        p(
          "You may not use the service if we have previously terminated your account for breaking these terms, or if the law prevents you from receiving it. We may close an account if we learn that its holder is under 18.",
        ),
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      blocks: [
        p(
          "You must give accurate and complete information when you register, and keep it up to date. You can sign up with an e-mail address and password or with one of the [sign-in providers](/privacy#social-sign-in) that our privacy policy lists.",
        ),
        p(
          "You are responsible for keeping your sign-in details secret and for everything that happens under your account. Tell us at {email} straight away if you suspect that someone else has used it.",
        ),
        p(
          "Workspace administrators decide who joins their workspace, what each member can see and do, and what happens to the workspace's data. If an administrator removes you from a workspace, you lose access to its data.",
        ),
      ],
    },
    {
      id: "free-plan-and-trial",
      heading: "Free plan and free trial",
      blocks: [
        p(
          "The Personal plan is free, with the features listed on our [pricing page](/pricing). It has no time limit, but we may change its features in future, with notice.",
        ),
        p(
          "New workspaces can try the Growth plan's features free for 14 days, without a credit card. At the end of the trial the workspace moves to the Personal plan unless you choose a paid plan. Data created during the trial stays in your workspace, but features outside the Personal plan are no longer available.",
        ),
      ],
    },
    {
      id: "subscriptions-and-billing",
      heading: "Subscriptions and billing",
      blocks: [
        p(
          "Paid plans are priced in US dollars per user per month and billed in advance, monthly or annually. A subscription renews automatically at the end of each billing cycle, for a cycle of the same length, until you cancel it.",
        ),
        p(
          "We accept major credit cards; annual enterprise plans may also pay by invoice. You authorise us and our payment processor to charge your payment method for each renewal and for any users you add.",
        ),
        list(
          "An upgrade takes effect immediately.",
          "A downgrade takes effect at the start of the next billing cycle.",
          "Changes to the number of users in your team are billed at the next billing cycle.",
        ),
        p(
          "Prices do not include taxes. Where the law requires it, we add goods and services tax, VAT or a similar tax to your invoice. If a payment fails, we may suspend paid features until it succeeds.",
        ),
      ],
    },
    {
      id: "price-changes",
      heading: "Price changes",
      blocks: [
        p(
          "We may change our prices and plans at any time. A change takes effect when we post it on our pricing page, and it applies to every purchase made after it is posted.",
        ),
        p(
          "For a subscription that is already running, the new price applies from the first renewal after posting; the amount already paid for the current billing cycle does not change. We tell account owners about a price increase by e-mail before it applies to them, and if you do not accept it, you can cancel before the renewal.",
        ),
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation",
      blocks: [
        p(
          "You can cancel your subscription at any time, from the billing settings in the app or by writing to {email} from the account owner's e-mail address.",
        ),
        p(
          "When you cancel, your subscription stays active until the end of the current billing cycle, and you keep every paid feature until then. It does not renew and you are not charged again. Your workspace then moves to the free Personal plan, and your data stays in it.",
        ),
        p("Cancelling does not by itself refund the current billing cycle; refunds follow [section 8](#refunds)."),
      ],
    },
    {
      id: "refunds",
      heading: "Refunds",
      blocks: [
        p(
          "Refunds are governed by our [refunds and cancellations policy](/refunds), which forms part of these terms. In short: you may ask for a refund within 30 days of your first purchase, and we review each request and approve or reject it at our discretion.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        p("You agree not to, and not to let anyone else:"),
        list(
          "break any law, or record people's working time, location or leave without the notices and consents that employment and privacy law require;",
          "upload material that is unlawful, infringing, defamatory or harmful, or that contains malicious code;",
          "access accounts, workspaces or systems you are not allowed to access, or probe, scan or test the service's security without our written permission;",
          "overload, disrupt or reverse-engineer the service, except where the law allows it despite this restriction;",
          "scrape the service or access it by automated means other than through our published integrations and interfaces;",
          "resell, sublicense or offer the service to others as your own product without our written agreement, or use it to build a competing product.",
        ),
        p("We may remove content or suspend access that breaks this section."),
      ],
    },
    {
      id: "your-data",
      heading: "Your data",
      blocks: [
        p(
          `You own the information that you and your team put into ${name} (“your data”). You give us a worldwide, non-exclusive licence to host, copy, process and display your data only as needed to provide, secure and support the service, and for no other purpose.`,
        ),
        p(
          "You are responsible for your data and for having the right to collect it, including telling your employees what the workspace records about them. Where we process personal information on your behalf, we do so on your instructions and as our [privacy policy](/privacy) describes.",
        ),
        p(
          "You can export your data at any time while your account is active. After an account or workspace is closed, we delete its data on the schedule set out in the [privacy policy](/privacy#retention).",
        ),
      ],
    },
    {
      id: "ai-features",
      heading: "AI features",
      blocks: [
        p(
          "Some plans include an AI assistant that answers questions in natural language, makes predictions about deadlines, burnout, leave trends and client profitability, and suggests who should take on a task.",
        ),
        p(
          "AI output is generated automatically and may be incomplete or wrong. Check it before you rely on it, and do not use it as the only basis for decisions about anyone's employment, pay or wellbeing. You remain responsible for the decisions you make.",
        ),
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      blocks: [
        p(
          "The service connects with services run by others, such as team chat, calendar and payroll providers. When you turn on an integration, you allow us to exchange with that provider the data the integration needs.",
        ),
        p(
          "Your use of those services is governed by their own terms. We are not responsible for them, or for changes they make that affect an integration.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      heading: "Our intellectual property",
      blocks: [
        p(
          `The service, its software, design, text and graphics, and the ${name} name and logo belong to us or our licensors and are protected by intellectual property law. Subject to these terms, we give you a limited, non-exclusive, non-transferable right to use the service while your account is active.`,
        ),
        p("If you send us ideas or feedback, we may use them freely, without any obligation to you."),
      ],
    },
    {
      id: "suspension-and-termination",
      heading: "Suspension and termination",
      blocks: [
        p("You may stop using the service and close your account at any time."),
        p(
          "We may suspend or end your access, with notice where reasonable, if you seriously or repeatedly break these terms, if you do not pay amounts that are due, or if the law requires us to. Where we can, we first give you a chance to put things right and to export your data.",
        ),
        p(
          "The sections that by their nature should continue after the agreement ends, including amounts owed, your data, intellectual property, disclaimers, limitation of liability and disputes, survive it.",
        ),
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      blocks: [
        p(
          `We work hard to keep ${name} available and accurate, but the service is provided “as is” and “as available”. To the extent the law allows, we give no warranties, express or implied, including of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the service will be uninterrupted or free of errors.`,
        ),
        p(
          "The free calculators, timesheet generator and timer on this website give estimates for general information. They are not legal, tax, payroll or employment advice; check their results against the laws and agreements that apply to you.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability and indemnity",
      blocks: [
        p(
          "To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for loss of profits, revenue, data or goodwill, even if we were told they were possible.",
        ),
        p(
          "Our total liability for all claims relating to the service is limited to the amount you paid us for the service in the twelve months before the event that gave rise to the claim, or 100 US dollars if you used only free plans.",
        ),
        p(
          "Nothing in these terms limits any liability that the law does not allow to be limited, such as liability for fraud.",
        ),
        p(
          "You will defend and compensate us against claims by others that arise from your data, or from your breach of these terms or of the law.",
        ),
      ],
    },
    {
      id: "governing-law-and-disputes",
      heading: "Governing law, disputes and time limit for claims",
      blocks: [
        p(
          "These terms, and any dispute arising out of or relating to them or the service, are governed by the laws of India as applied in the State of Maharashtra, without regard to conflict-of-law rules.",
        ),
        p(
          "If a dispute arises, please write to us first at {email}; most problems are solved quickly that way. If it is not resolved within 60 days, either party may refer it to arbitration under the Arbitration and Conciliation Act, 1996, before a sole arbitrator appointed by mutual agreement. The seat and venue of the arbitration is Pune, Maharashtra, the proceedings are in English, and the award is final and binding.",
        ),
        p(
          "Subject to the arbitration, the courts at Pune, Maharashtra have exclusive jurisdiction, and either party may ask them for urgent interim relief.",
        ),
        p(
          "Any claim arising out of or relating to these terms or the service must be brought within one year after it arises, or it is permanently barred, unless the law does not allow this time limit.",
        ),
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes to these terms and contact",
      blocks: [
        p(
          "We may update these terms as the service and the law change, and the date at the top shows the latest revision. If a change materially affects your rights, we tell account owners by e-mail or in the app before it takes effect. If you keep using the service after that, you accept the updated terms; if you do not agree, you can cancel as described in [section 7](#cancellation).",
        ),
        p(
          "If any part of these terms cannot be enforced, the rest remains in effect. These terms, with the policies they refer to, are the entire agreement between you and us about the service. Not enforcing a right is not a waiver of it. You may not transfer your rights under these terms without our consent; we may transfer ours to a successor of our business.",
        ),
        p(`Questions about these terms: write to ${company}, ${formatAddress()}, or e-mail {email}.`),
      ],
    },
  ],
};
