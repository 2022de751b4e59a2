import { formatAddress, siteConfig } from "~/site.config";
import { h3, joinOr, list, p } from "./blocks";
import type { LegalDocument } from "./types";

const { name } = siteConfig;
const company = siteConfig.company.legalName;

/** The accounts a visitor can sign in with instead of a Tallyday password. */
export const signInProviders = ["Google", "Facebook", "Instagram", "Twitter", "LinkedIn", "Slack"] as const;
const providers = joinOr(signInProviders);

export const privacyDocument: LegalDocument = {
  path: "/privacy",
  title: "Privacy policy",
  description: `How ${name} collects, uses, shares, keeps and protects personal information, and the choices and rights you have.`,
  heading: "Privacy policy",
  updated: { label: "Last updated", isoDate: "2024-08-10" },
  intro: [
    `This policy explains what personal information ${company} (“${name}”, “we”, “us”) collects when you visit this website or use the ${name} service, why we collect it, who we share it with, how long we keep it and the choices you have.`,
    "The short version: we collect what we need to run time tracking, projects and leave management for your team, we never sell personal information, and you can ask us to see, correct or delete yours at any time.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        p(
          `${company} is a company registered in India with its office at ${formatAddress()}. We build and run ${name}, a time-tracking, project and leave management service for teams, and this website, where you can learn about it and use our free tools.`,
        ),
        p(
          `When your organisation uses ${name}, it decides what its workspace records about its people and why. For that workspace data your organisation is in charge, and we process the data on its behalf under our [terms of service](/terms). For everything else in this policy, such as your account, billing and this website, we are responsible for your information.`,
        ),
      ],
    },
    {
      id: "scope",
      heading: "What this policy covers",
      blocks: [
        p("This policy applies to:"),
        list(
          "this website, including its free calculators, timesheet generator, pomodoro timer and blog;",
          `the ${name} app, the signed-in service your team uses every day;`,
          `our integrations with chat, calendar and payroll services, as far as they exchange information with ${name};`,
          "e-mails, support conversations, demos and onboarding sessions with our team.",
        ),
        p(
          `It does not cover services run by others that you reach from ${name}, such as the chat workspace, calendar or payroll provider you connect. Their own privacy policies govern what they do with your information.`,
        ),
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        h3("Information you give us"),
        list(
          "**Account details:** your name, work e-mail address, password (stored only as a salted hash), job title, profile photo and the organisation you belong to.",
          `**Workspace data:** what you and your team record in ${name}, such as clock-in and clock-out times, breaks, timesheets, shifts, projects, tasks, comments, leave requests, leave balances and holiday calendars.`,
          "**Billing details:** the billing contact, company name, tax number and address. Card payments are handled by our payment processor; we see only the card brand, the last four digits and the expiry date, never the full card number.",
          "**Messages:** what you send us through the [contact form](/contact), by e-mail or in support conversations, including your name and e-mail address.",
        ),
        h3("Information we collect automatically"),
        list(
          "**Usage and device data:** the pages and features you use, the actions you take and when, your browser and operating system, device type, language, and an approximate location derived from your IP address.",
          "**Precise location:** only when your organisation turns on location-based time tracking, and only at the moment you clock in or out. Your device asks for your permission first, and you can withdraw it in your device settings at any time.",
          "**Logs:** IP addresses, request times and error reports, which we keep to secure the service and fix problems.",
        ),
        h3("Information from others"),
        p(
          "When you sign in with another account or connect an integration, that service sends us information, as the next section describes. An administrator of your organisation may also invite you to a workspace, which gives us your name and work e-mail address.",
        ),
      ],
    },
    {
      id: "social-sign-in",
      heading: `Signing in with ${providers}`,
      blocks: [
        p(
          `You can create an account, or sign in to one, with an existing ${providers} account instead of a ${name} password. These are the sign-in providers we offer; you can also use an e-mail address and password.`,
        ),
        p(
          "When you choose a provider, it asks for your permission and then shares with us your name, your e-mail address, your profile picture if you have one, and an identifier that links your accounts. We never see or store your password for these services.",
        ),
        p(
          `We use this information only to create your account and sign you in. You can review or revoke ${name}'s access at any time in your ${providers} account settings; set a ${name} password first if you want to keep using your account.`,
        ),
        p(
          `Connecting the Slack, Google Calendar, Outlook or payroll integrations is separate from signing in. Each asks for its own permission and exchanges only what it needs, such as your approved leave dates for a calendar or your recorded hours for payroll.`,
        ),
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      blocks: [
        p("We use personal information to:"),
        list(
          "provide the service: record time, run projects, route leave requests to approvers, calculate balances, and produce reports and invoices;",
          "create and protect accounts, verify sign-ins, and prevent fraud and abuse;",
          "bill subscriptions and keep the records that tax law requires;",
          "answer your questions, run demos and onboarding, and send service messages such as approvals, reminders, receipts and notices of changes to our policies;",
          "understand how the website and the app are used, mostly from aggregated figures, so that we can fix problems and improve them;",
          "send product news, only if you have agreed to receive it, with a one-click unsubscribe link in every message.",
        ),
        p(
          "The AI assistant works only on workspace data that the person asking is already allowed to see. We do not use your workspace data to train AI models offered to anyone else, and we never sell personal information or use it for advertising.",
        ),
      ],
    },
    {
      id: "legal-bases",
      heading: "Why we are allowed to use it",
      blocks: [
        p(
          "We follow the data protection laws that apply to us, including India's Digital Personal Data Protection Act, 2023 and, for people in the European Economic Area and the United Kingdom, the General Data Protection Regulation. Depending on the activity, we rely on:",
        ),
        list(
          "**a contract:** to provide the service that you or your organisation signed up for;",
          "**consent:** for marketing e-mails and precise location, which you can withdraw at any time without affecting what happened before;",
          "**legitimate interests:** to keep the service secure, prevent abuse and improve our products, where those interests are not outweighed by your rights;",
          "**legal obligations:** to keep accounting records and answer lawful requests from authorities.",
        ),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      blocks: [
        p(
          "Cookies are small files that a website stores in your browser. **This website sets none**, and it shows no cookie notice because it has nothing to ask about: no analytics, no advertising and no tracking scripts run on these pages.",
        ),
        p(
          "Our free tools keep their values in your browser's local storage, never in a cookie and never on our servers: the timesheet generator only when you tick “Save values to this browser”, and the pomodoro timer for its settings, its notification choice and your tasks. Clearing your browser data removes them.",
        ),
        p("Outside services are contacted only when you use the part of a page that needs them:"),
        list(
          "the **contact form** sends your message through Web3Forms, our form relay, and loads hCaptcha to keep out spam once you start on the form;",
          "the **product tour** on the home page is ours and loads nothing from elsewhere; if we publish a video of our own there instead, it loads from YouTube's privacy-enhanced domain only after you press play.",
        ),
        p("These providers may set their own cookies under their own policies."),
        h3("Cookies in the Tallyday app"),
        p(`Once you sign in to ${name} (app.tallyday.app), the app uses three kinds of cookies, and nothing else:`),
        list(
          "**Essential session cookies** keep you signed in and protect forms against forgery. They end when you close your browser, and the service cannot work without them.",
          "**A cookie-acceptance cookie** records your answer to the app's cookie notice. It is persistent and lasts up to 12 months.",
          "**Functionality cookies** remember choices such as your language, time zone and display settings between visits. They are persistent and last up to 12 months.",
        ),
        p(
          "Your browser lets you see, block and delete cookies. Blocking functionality cookies does not stop the app from working; blocking essential cookies signs you out.",
        ),
      ],
    },
    {
      id: "sharing-and-disclosure",
      heading: "How we share and disclose information",
      blocks: [
        p("We share personal information only in these cases:"),
        list(
          "**Service providers** that host our servers, process payments, send e-mail, relay contact-form messages, filter spam and help us support you. They act on our instructions, under contracts that bind them to confidentiality and security, and they may not use the information for their own purposes.",
          "**Integrations you turn on**, such as a chat workspace, a calendar or a payroll service, which receive what the integration needs to do its job.",
          "**Your organisation:** administrators and managers of your workspace see workspace data according to the roles they set, for example a manager reviewing your leave requests.",
          "**Legal requirements:** when the law, a court order or a public authority requires it, or when it is necessary to protect the rights, safety or property of our users, the public or ourselves. Where the law allows, we tell the affected customer first.",
          "**Business transfers:** if we are involved in a merger, acquisition or sale of assets, personal information may pass to the new owner, who must continue to honour this policy.",
        ),
        p("We do not sell personal information, and we do not share it for advertising."),
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      blocks: [
        p(
          "We are based in India, and our service providers run servers in several countries, so your information may be stored and processed outside the country where you live.",
        ),
        p(
          "Whenever information leaves the country where it was collected, we protect it with appropriate safeguards: contracts such as the European Commission's standard contractual clauses, providers that meet recognised security standards, and encryption in transit and at rest. You can ask us for a copy of the safeguards that apply to your information.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      blocks: [
        list(
          "**Account and workspace data:** for as long as the account or workspace is active. When a workspace is closed, we delete its data within 90 days; copies in encrypted backups are overwritten within a further 30 days.",
          "**Billing records:** for as long as tax and accounting laws require.",
          "**Contact-form and support messages:** up to two years after the conversation ends, so that we can follow up on the same question.",
          "**Logs:** up to 13 months, after which they are deleted or kept only in a form that no longer identifies anyone.",
        ),
        p("When we no longer need information, we delete it or make it anonymous."),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights, including deletion",
      blocks: [
        p("Wherever you live, you can ask us to:"),
        list(
          "show you the personal information we hold about you and give you a copy in a portable format;",
          "correct information that is wrong or incomplete;",
          "delete your information or close your account;",
          "stop or restrict some uses, such as marketing e-mails;",
          "withdraw a consent you have given, or let someone you nominate act for you if you cannot.",
        ),
        p(
          "You can change most profile details yourself in the app. For anything else, write to us at {email}. We confirm who you are before acting, and we answer within 30 days. If the information is part of an organisation's workspace, we may pass your request to its administrator, who controls that data.",
        ),
        p(
          "Deleting your account removes your profile and sign-in details. Timesheets, leave records and other entries you made in an organisation's workspace are part of that organisation's records; its administrator can export or delete them.",
        ),
        p(
          "If you are not satisfied with our answer, you may complain to the data protection authority where you live; in India, that is the Data Protection Board of India.",
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect information",
      blocks: [
        p(
          "We encrypt information in transit and at rest, give our staff access only to what their work needs and log that access, and test our systems and backups regularly. Passwords are stored only as salted hashes.",
        ),
        p(
          "No system is perfectly secure. If a breach affects your personal information, we will tell you and the authorities without undue delay, as the law requires.",
        ),
      ],
    },
    {
      id: "children",
      heading: "Children's privacy",
      blocks: [
        p(
          `${name} is a service for businesses and their staff. It is not directed at children under 13, and we do not knowingly collect personal information from anyone under 13. Account holders must be 18 or older, as our [terms of service](/terms#eligibility) require.`,
        ),
        p(
          "If we learn that we have collected personal information from a child under 13, we delete it promptly. If you believe a child has given us information, please tell us at {email}.",
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        p(
          "We update this policy when our service or the law changes, and the date at the top shows when it last changed. If a change materially affects how we use your personal information, we tell account holders by e-mail or in the app before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        p("For questions about this policy, or to exercise any of your rights, contact us:"),
        list(
          `**Company:** ${company}`,
          `**Address:** ${formatAddress()}`,
          "**E-mail:** {email}",
          "**Online:** through our [contact page](/contact)",
        ),
      ],
    },
  ],
};
