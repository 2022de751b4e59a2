/**
 * The audience scenes' bodies: each scene drawn once for wide screens (640
 * units) and once for phones (360 units). People, places and clients are
 * invented and ordinary; figures add up. No body carries a date: days are
 * weekdays or working days, and the month and year sit in the header the page
 * draws from the build date (src/content/audiences/scenes.ts has the headers).
 */
import { board, cards, chips, note, table, type Block, type Cell } from "./scene-kit.ts";

export interface SceneBody {
  wide: Block[];
  phone: Block[];
}

const person = (name: string, role: string): Cell => ({ text: name, sub: role, bold: true });
const status = (label: string, tone: Cell["chip"]): Cell => ({ text: label, chip: tone });
const end = (text: string, extra: Partial<Cell> = {}): Cell => ({ text, ...extra });

export const sceneBodies: Record<string, SceneBody> = {
  // Startups: the sprint on a board.
  "startup-sprint": {
    wide: [
      board([
        {
          title: "To do",
          cards: [
            { title: "Pricing page copy", detail: "Omar · due Thu", chip: ["Marketing", "grey"] },
            { title: "Onboarding checklist", detail: "Lina · due Fri", chip: ["Design", "blue"] },
          ],
        },
        {
          title: "In progress",
          cards: [
            { title: "Stripe webhooks", detail: "Dev · 6 h 30 m logged", chip: ["Backend", "mint"] },
            { title: "Push notifications", detail: "Mei · 3 h logged", chip: ["Mobile", "mint"] },
          ],
        },
        {
          title: "Review",
          cards: [
            { title: "Team invites", detail: "Sam · ready to ship", chip: ["QA", "amber"] },
            { title: "Usage dashboard", detail: "Lina · 2 comments", chip: ["Design", "blue"] },
          ],
        },
      ]),
      note("6 tasks this sprint · 2 due this week · 9 h 30 m logged so far"),
    ],
    phone: [
      board([
        {
          title: "In progress",
          cards: [
            { title: "Stripe webhooks", detail: "Dev · 6 h 30 m", chip: ["Backend", "mint"] },
            { title: "Push alerts", detail: "Mei · 3 h", chip: ["Mobile", "mint"] },
          ],
        },
        {
          title: "Review",
          cards: [
            { title: "Team invites", detail: "Sam · ready", chip: ["QA", "amber"] },
            { title: "Usage charts", detail: "Lina · 2 notes", chip: ["Design", "blue"] },
          ],
        },
      ]),
      note("6 tasks this sprint · 2 due this week"),
    ],
  },

  // Startups: time off for a team without HR.
  "startup-time-off": {
    wide: [
      cards([
        { label: "Away this week", value: "2", note: "of 9" },
        { label: "Waiting for you", value: "1", tone: "amber" },
        { label: "Your balance", value: "14 days", note: "of 20" },
      ]),
      table(
        [
          { label: "Teammate", width: 170 },
          { label: "Request", width: 196 },
          { label: "Balance", width: 110 },
          { label: "Status", width: 116, align: "end" },
        ],
        [
          [
            person("Dev Mehta", "Engineering"),
            end("Annual leave", { sub: "Mon to Wed · 3 days" }),
            end("12 of 20"),
            status("Approved", "mint"),
          ],
          [
            person("Mei Tanaka", "Mobile"),
            end("Sick leave", { sub: "Today · 1 day" }),
            end("6 of 8"),
            status("Approved", "mint"),
          ],
          [
            person("Omar Haddad", "Marketing"),
            end("Annual leave", { sub: "Thu and Fri next week" }),
            end("15 of 20"),
            status("Pending", "amber"),
          ],
        ],
      ),
      note("Omar's Friday overlaps with Sam's: 2 of 9 away that day", "amber"),
    ],
    phone: [
      cards([
        { label: "Away this week", value: "2" },
        { label: "Waiting", value: "1", tone: "amber" },
      ]),
      table(
        [
          { label: "Request", width: 216 },
          { label: "Status", width: 112, align: "end" },
        ],
        [
          [person("Dev Mehta", "Annual leave · Mon to Wed"), status("Approved", "mint")],
          [person("Mei Tanaka", "Sick leave · today"), status("Approved", "mint")],
          [person("Omar Haddad", "Annual leave · Thu, Fri"), status("Pending", "amber")],
        ],
      ),
      note("Omar's Friday overlaps with Sam's", "amber"),
    ],
  },

  // Small business: the pay period, ready for payroll.
  "small-business-payroll": {
    wide: [
      cards([
        { label: "Regular hours", value: "276.5" },
        { label: "Overtime", value: "9.5", tone: "amber" },
        { label: "Approved", value: "3 of 4" },
      ]),
      table(
        [
          { label: "Employee", width: 200 },
          { label: "Regular", width: 90, align: "end" },
          { label: "Overtime", width: 100, align: "end" },
          { label: "Breaks", width: 80, align: "end" },
          { label: "Status", width: 122, align: "end" },
        ],
        [
          [
            person("Rosa Alvarez", "Baker · full time"),
            end("80.0"),
            end("4.5", { tone: "amber" }),
            end("5 h"),
            status("Approved", "mint"),
          ],
          [
            person("Tom Becker", "Counter · part time"),
            end("52.0"),
            end("–"),
            end("3 h 30 m"),
            status("Approved", "mint"),
          ],
          [
            person("Nia Okafor", "Baker · full time"),
            end("80.0"),
            end("5.0", { tone: "amber" }),
            end("5 h"),
            status("Approved", "mint"),
          ],
          [
            person("Leo Marsh", "Delivery · full time"),
            end("64.5"),
            end("–"),
            end("4 h"),
            status("To review", "amber"),
          ],
        ],
      ),
      note("Regular and overtime go to payroll in separate columns"),
    ],
    phone: [
      cards([
        { label: "Regular", value: "276.5" },
        { label: "Overtime", value: "9.5", tone: "amber" },
      ]),
      table(
        [
          { label: "Employee", width: 132 },
          { label: "Reg.", width: 46, align: "end" },
          { label: "OT", width: 38, align: "end" },
          { label: "Status", width: 112, align: "end" },
        ],
        [
          [person("Rosa Alvarez", "Baker"), end("80.0"), end("4.5", { tone: "amber" }), status("Approved", "mint")],
          [person("Tom Becker", "Counter"), end("52.0"), end("–"), status("Approved", "mint")],
          [person("Nia Okafor", "Baker"), end("80.0"), end("5.0", { tone: "amber" }), status("Approved", "mint")],
          [person("Leo Marsh", "Delivery"), end("64.5"), end("–"), status("To review", "amber")],
        ],
      ),
    ],
  },

  // Small business: today's clock-ins, breaks and lunch.
  "small-business-today": {
    wide: [
      cards([
        { label: "Working", value: "1" },
        { label: "On break", value: "1", tone: "amber" },
        { label: "At lunch", value: "1", tone: "amber" },
        { label: "Clocked out", value: "1", tone: "grey" },
      ]),
      table(
        [
          { label: "Person", width: 190 },
          { label: "Status", width: 130 },
          { label: "In", width: 70, align: "end" },
          { label: "Breaks", width: 90, align: "end" },
          { label: "Today", width: 112, align: "end" },
        ],
        [
          [
            person("Rosa Alvarez", "Baker"),
            status("Working", "mint"),
            end("6:00"),
            end("15 m"),
            end("6 h 10 m", { bold: true }),
          ],
          [
            person("Tom Becker", "Counter"),
            status("On break", "amber"),
            end("9:00"),
            end("10 m"),
            end("3 h 05 m", { bold: true }),
          ],
          [
            person("Nia Okafor", "Baker"),
            status("At lunch", "amber"),
            end("7:00"),
            end("45 m"),
            end("4 h 20 m", { bold: true }),
          ],
          [
            person("Leo Marsh", "Delivery"),
            status("Clocked out", "grey"),
            end("5:30"),
            end("30 m"),
            end("6 h 00 m", { bold: true }),
          ],
        ],
      ),
      note("Breaks and lunch are punched too, so the timesheet is right first time"),
    ],
    phone: [
      cards([
        { label: "Working", value: "1" },
        { label: "Break or lunch", value: "2", tone: "amber" },
      ]),
      table(
        [
          { label: "Person", width: 150 },
          { label: "Status", width: 178, align: "end" },
        ],
        [
          [person("Rosa Alvarez", "In 6:00 · 6 h 10 m"), status("Working", "mint")],
          [person("Tom Becker", "In 9:00 · 3 h 05 m"), status("On break", "amber")],
          [person("Nia Okafor", "In 7:00 · 4 h 20 m"), status("At lunch", "amber")],
          [person("Leo Marsh", "5:30 to 12:00"), status("Clocked out", "grey")],
        ],
      ),
    ],
  },

  // Remote teams: public holidays by region, with cover for each.
  "remote-holidays": {
    wide: [
      table(
        [
          { label: "Region", width: 170 },
          { label: "Holiday", width: 150 },
          { label: "Off", width: 120 },
          { label: "Hand-off to", width: 152, align: "end" },
        ],
        [
          [
            person("Berlin", "Germany · 3 people"),
            end("Public holiday", { sub: "in 6 days" }),
            end("Jonas, Lea"),
            status("Ana · Lisbon", "mint"),
          ],
          [
            person("Pune", "India · 4 people"),
            end("Regional holiday", { sub: "in 11 days" }),
            end("Priya, Arjun"),
            status("Mei · Singapore", "mint"),
          ],
          [
            person("Manila", "Philippines · 2 people"),
            end("Public holiday", { sub: "in 18 days" }),
            end("Carla"),
            status("Needs cover", "amber"),
          ],
          [
            person("Austin", "United States · 3 people"),
            end("Federal holiday", { sub: "in 4 weeks" }),
            end("Whole office"),
            status("Berlin covers", "mint"),
          ],
        ],
      ),
      chips([
        ["5 regional calendars", "grey"],
        ["1 hand-off to plan", "amber"],
      ]),
    ],
    phone: [
      table(
        [
          { label: "Region", width: 176 },
          { label: "Hand-off", width: 152, align: "end" },
        ],
        [
          [person("Berlin", "Public holiday · in 6 days"), status("Ana, Lisbon", "mint")],
          [person("Pune", "Regional · in 11 days"), status("Mei, Singapore", "mint")],
          [person("Manila", "Public holiday · in 18 days"), status("Needs cover", "amber")],
          [person("Austin", "Federal · in 4 weeks"), status("Berlin covers", "mint")],
        ],
      ),
      note("5 regional calendars · 1 hand-off to plan"),
    ],
  },

  // Freelancers: the week's time, client by client.
  "freelancer-time-log": {
    wide: [
      chips([
        ["● Running 1:12:40", "brand"],
        ["Harbour & Pine · Website redesign", "mint"],
      ]),
      table(
        [
          { label: "Entry", width: 300 },
          { label: "Time", width: 130, align: "end" },
          { label: "", width: 162, align: "end" },
        ],
        [
          [
            person("Homepage layout", "Harbour & Pine · Website redesign"),
            end("2 h 15 m", { bold: true }),
            status("Billable", "mint"),
          ],
          [
            person("Booking flow call", "Oakleaf Dental · Booking site"),
            end("0 h 45 m", { bold: true }),
            status("Billable", "mint"),
          ],
          [
            person("Invoicing and admin", "My business"),
            end("1 h 10 m", { bold: true }),
            status("Non-billable", "grey"),
          ],
          [
            person("Logo revisions", "Kettle & Co · Brand refresh"),
            end("1 h 30 m", { bold: true }),
            status("Billable", "mint"),
          ],
        ],
      ),
      note("This week: 18 h 40 m billable across 3 clients · 3 h 10 m non-billable"),
    ],
    phone: [
      chips([["● Running 1:12:40", "brand"]]),
      table(
        [
          { label: "Entry", width: 216 },
          { label: "Time", width: 112, align: "end" },
        ],
        [
          [
            person("Homepage layout", "Harbour & Pine"),
            end("2 h 15 m", { bold: true, sub: "Billable", subTone: "mint" }),
          ],
          [
            person("Booking flow call", "Oakleaf Dental"),
            end("0 h 45 m", { bold: true, sub: "Billable", subTone: "mint" }),
          ],
          [person("Invoicing", "My business"), end("1 h 10 m", { bold: true, sub: "Non-billable" })],
          [person("Logo revisions", "Kettle & Co"), end("1 h 30 m", { bold: true, sub: "Billable", subTone: "mint" })],
        ],
      ),
      note("This week: 18 h 40 m billable"),
    ],
  },

  // Nonprofit: the food bank's volunteer shifts today.
  "nonprofit-volunteer-shifts": {
    wide: [
      cards([
        { label: "Volunteers on site", value: "9" },
        { label: "Staff on site", value: "2" },
        { label: "Spots to fill", value: "5", tone: "amber" },
      ]),
      table(
        [
          { label: "Shift", width: 200 },
          { label: "Time", width: 110 },
          { label: "Volunteers", width: 150 },
          { label: "", width: 132, align: "end" },
        ],
        [
          [
            person("Sorting donations", "Warehouse"),
            end("9:00–12:00"),
            { text: "6 of 6", bar: { share: 1, tone: "mint" } },
            status("Full", "mint"),
          ],
          [
            person("Parcel packing", "Warehouse"),
            end("12:30–15:30"),
            { text: "4 of 6", bar: { share: 4 / 6, tone: "mint" } },
            status("2 spots open", "amber"),
          ],
          [
            person("Distribution", "Community hall"),
            end("16:00–19:00"),
            { text: "5 of 8", bar: { share: 5 / 8, tone: "mint" } },
            status("3 spots open", "amber"),
          ],
          [
            person("Home deliveries", "Routes A and B"),
            end("10:00–14:00"),
            { text: "2 of 2", bar: { share: 1, tone: "mint" } },
            status("Full", "mint"),
          ],
        ],
      ),
    ],
    phone: [
      cards([
        { label: "On site", value: "11", note: "9 + 2 staff" },
        { label: "Spots open", value: "5", tone: "amber" },
      ]),
      table(
        [
          { label: "Shift", width: 200 },
          { label: "", width: 128, align: "end" },
        ],
        [
          [person("Sorting donations", "9:00–12:00 · 6 of 6"), status("Full", "mint")],
          [person("Parcel packing", "12:30–15:30 · 4 of 6"), status("2 open", "amber")],
          [person("Distribution", "16:00–19:00 · 5 of 8"), status("3 open", "amber")],
          [person("Home deliveries", "10:00–14:00 · 2 of 2"), status("Full", "mint")],
        ],
      ),
    ],
  },

  // Nonprofit: hours by programme, staff and volunteers, for the funder's report.
  "nonprofit-programme-report": {
    wide: [
      table(
        [
          { label: "Programme", width: 220 },
          { label: "Staff", width: 70, align: "end" },
          { label: "Volunteers", width: 100, align: "end" },
          { label: "Total", width: 70, align: "end" },
          { label: "", width: 132, align: "end" },
        ],
        [
          [
            { ...person("Adult literacy", "City Learning Fund grant"), swatch: "brand" },
            end("160"),
            end("252"),
            end("412", { bold: true }),
            status("Report due", "amber"),
          ],
          [
            { ...person("Youth reading club", "Community Foundation grant"), swatch: "mint" },
            end("80"),
            end("188"),
            end("268", { bold: true }),
            status("Sent", "grey"),
          ],
          [
            { ...person("Family learning evenings", "Library partnership"), swatch: "amber" },
            end("84"),
            end("66"),
            end("150", { bold: true }),
            status("Sent", "grey"),
          ],
          [
            { ...person("Food bank", "Unrestricted funds"), swatch: "grey" },
            end("94"),
            end("610"),
            end("704", { bold: true }),
            status("No report", "grey"),
          ],
        ],
      ),
      note("This quarter, split by month · export as CSV or PDF for each funder"),
    ],
    phone: [
      table(
        [
          { label: "Programme", width: 216 },
          { label: "Hours", width: 112, align: "end" },
        ],
        [
          [
            { ...person("Adult literacy", "City Learning Fund"), swatch: "brand" },
            end("412", { bold: true, sub: "Report due", subTone: "amber" }),
          ],
          [
            { ...person("Youth reading club", "Community Foundation"), swatch: "mint" },
            end("268", { bold: true, sub: "Sent" }),
          ],
          [
            { ...person("Family learning", "Library partnership"), swatch: "amber" },
            end("150", { bold: true, sub: "Sent" }),
          ],
          [{ ...person("Food bank", "Unrestricted"), swatch: "grey" }, end("704", { bold: true, sub: "No report" })],
        ],
      ),
      note("This quarter · export for each funder"),
    ],
  },

  // Financial services: the approval queue for the period.
  "finance-approvals": {
    wide: [
      cards([
        { label: "Submitted", value: "18" },
        { label: "Approved", value: "15" },
        { label: "Changes asked", value: "1", tone: "amber" },
      ]),
      table(
        [
          { label: "Timesheet", width: 180 },
          { label: "Hours", width: 70, align: "end" },
          { label: "Billable", width: 80, align: "end" },
          { label: "Reviewer", width: 120, align: "end" },
          { label: "Status", width: 142, align: "end" },
        ],
        [
          [person("Hannah Kim", "Audit"), end("40.0"), end("34.5"), end("M. Osei"), status("Approved", "mint")],
          [person("Carlos Ruiz", "Tax"), end("42.5"), end("38.0"), end("M. Osei"), status("Approved", "mint")],
          [
            person("Aisha Rahman", "Advisory"),
            end("37.5"),
            end("29.0"),
            end("J. Patel"),
            status("Changes asked", "amber"),
          ],
          [person("Ben Walsh", "Audit"), end("40.0"), end("36.5"), end("–"), status("Submitted", "blue")],
        ],
      ),
      note("Every step keeps its name and time: submitted, reviewed, changed, approved"),
    ],
    phone: [
      cards([
        { label: "Approved", value: "15", note: "of 18" },
        { label: "Changes", value: "1", tone: "amber" },
      ]),
      table(
        [
          { label: "Timesheet", width: 180 },
          { label: "Status", width: 148, align: "end" },
        ],
        [
          [person("Hannah Kim", "Audit · 40.0 h"), status("Approved", "mint")],
          [person("Carlos Ruiz", "Tax · 42.5 h"), status("Approved", "mint")],
          [person("Aisha Rahman", "Advisory · 37.5 h"), status("Changes asked", "amber")],
          [person("Ben Walsh", "Audit · 40.0 h"), status("Submitted", "blue")],
        ],
      ),
    ],
  },

  // Financial services: billable time by client and engagement.
  "finance-engagements": {
    wide: [
      table(
        [
          { label: "Client · engagement", width: 230 },
          { label: "Billable", width: 80, align: "end" },
          { label: "Non-bill.", width: 80, align: "end" },
          { label: "Budget used", width: 202, align: "end" },
        ],
        [
          [
            { ...person("Greyfield Logistics", "Year-end audit"), swatch: "brand" },
            end("186.0"),
            end("12.5"),
            { text: "186 of 240 h", bar: { share: 186 / 240, tone: "brand" } },
          ],
          [
            { ...person("Marlow Foods", "Corporation tax return"), swatch: "mint" },
            end("42.5"),
            end("3.0"),
            { text: "42.5 of 40 h", bar: { share: 1, tone: "amber" } },
          ],
          [
            { ...person("Halden Trust", "Quarterly reporting"), swatch: "blue" },
            end("28.0"),
            end("1.5"),
            { text: "28 of 60 h", bar: { share: 28 / 60, tone: "brand" } },
          ],
          [
            { ...person("Internal", "Training and CPD"), swatch: "grey" },
            end("–"),
            end("22.0"),
            { text: "Not billed", bar: { share: 0, tone: "grey" } },
          ],
        ],
      ),
      note("Marlow Foods is 2.5 h over budget: bill it or write it off, on purpose", "amber"),
    ],
    phone: [
      table(
        [
          { label: "Engagement", width: 196 },
          { label: "Billable", width: 132, align: "end" },
        ],
        [
          [
            { ...person("Greyfield", "Year-end audit"), swatch: "brand" },
            end("186.0 h", { bold: true, sub: "of 240 h" }),
          ],
          [
            { ...person("Marlow Foods", "Tax return"), swatch: "mint" },
            end("42.5 h", { bold: true, sub: "2.5 h over", subTone: "amber" }),
          ],
          [{ ...person("Halden Trust", "Quarterly"), swatch: "blue" }, end("28.0 h", { bold: true, sub: "of 60 h" })],
          [{ ...person("Internal", "Training"), swatch: "grey" }, end("22.0 h", { sub: "Non-billable" })],
        ],
      ),
    ],
  },

  // Financial services: the quarter-end close, with leave held back.
  "finance-close": {
    wide: [
      chips([
        ["Leave blocked: WD -2 to WD 5", "red"],
        ["2 requests held", "amber"],
      ]),
      table(
        [
          { label: "Close task", width: 230 },
          { label: "Owner", width: 120 },
          { label: "Due", width: 90 },
          { label: "Status", width: 152, align: "end" },
        ],
        [
          [person("Bank reconciliations", "Treasury"), end("Hannah Kim"), end("WD 1"), status("Done", "mint")],
          [
            person("Accruals and prepayments", "General ledger"),
            end("Carlos Ruiz"),
            end("WD 2"),
            status("In progress", "blue"),
          ],
          [
            person("Intercompany matching", "Group reporting"),
            end("Aisha Rahman"),
            end("WD 3"),
            status("In progress", "blue"),
          ],
          [
            person("Management accounts", "Review and sign-off"),
            end("Maya Osei"),
            end("WD 5"),
            status("Not started", "grey"),
          ],
        ],
      ),
      note("Ben Walsh's leave on WD 2 and WD 3 is held until the close is done", "amber"),
    ],
    phone: [
      chips([["Leave blocked: WD -2 to WD 5", "red"]]),
      table(
        [
          { label: "Close task", width: 200 },
          { label: "Due", width: 128, align: "end" },
        ],
        [
          [person("Bank reconciliations", "Hannah Kim"), end("WD 1", { sub: "Done", subTone: "mint" })],
          [person("Accruals", "Carlos Ruiz"), end("WD 2", { sub: "In progress" })],
          [person("Intercompany", "Aisha Rahman"), end("WD 3", { sub: "In progress" })],
          [person("Management accounts", "Maya Osei"), end("WD 5", { sub: "Not started" })],
        ],
      ),
      note("2 leave requests held until close", "amber"),
    ],
  },

  // Agency: billable hours by client, month to date.
  "agency-client-hours": {
    wide: [
      table(
        [
          { label: "Client", width: 200 },
          { label: "Retainer used", width: 200 },
          { label: "Billable", width: 90, align: "end" },
          { label: "Non-bill.", width: 102, align: "end" },
        ],
        [
          [
            { ...person("Juniper & Oak Coffee", "Social and content"), swatch: "mint" },
            { text: "62 of 80 h", bar: { share: 62 / 80, tone: "mint" } },
            end("62.0", { bold: true }),
            end("4.5"),
          ],
          [
            { ...person("Kestrel Outdoor", "Campaigns and paid media"), swatch: "amber" },
            { text: "91 of 80 h", bar: { share: 1, tone: "amber" } },
            end("91.0", { bold: true }),
            end("6.0"),
          ],
          [
            { ...person("Meadow Health", "Website retainer"), swatch: "brand" },
            { text: "40 of 60 h", bar: { share: 40 / 60, tone: "brand" } },
            end("40.0", { bold: true }),
            end("2.0"),
          ],
          [
            { ...person("Fernway Transit", "Brand and content"), swatch: "blue" },
            { text: "74 of 75 h", bar: { share: 74 / 75, tone: "blue" } },
            end("74.0", { bold: true }),
            end("3.5"),
          ],
        ],
      ),
      note("Day 24: Kestrel Outdoor is 11 h over its retainer, Fernway has 1 h left", "amber"),
    ],
    phone: [
      table(
        [
          { label: "Client", width: 168 },
          { label: "Retainer used", width: 160 },
        ],
        [
          [
            { ...person("Juniper & Oak", "Social"), swatch: "mint" },
            { text: "62 of 80 h", bar: { share: 62 / 80, tone: "mint" } },
          ],
          [
            { ...person("Kestrel", "Campaigns"), swatch: "amber" },
            { text: "91 of 80 h", bar: { share: 1, tone: "amber" } },
          ],
          [
            { ...person("Meadow Health", "Website"), swatch: "brand" },
            { text: "40 of 60 h", bar: { share: 40 / 60, tone: "brand" } },
          ],
          [
            { ...person("Fernway", "Brand"), swatch: "blue" },
            { text: "74 of 75 h", bar: { share: 74 / 75, tone: "blue" } },
          ],
        ],
      ),
      note("Kestrel is 11 h over its retainer", "amber"),
    ],
  },

  // Consulting: one engagement's plan, phase by phase.
  "consulting-engagement-plan": {
    wide: [
      cards([
        { label: "Budget", value: "320 h" },
        { label: "Used", value: "188 h" },
        { label: "Forecast", value: "306 h", note: "on budget" },
      ]),
      table(
        [
          { label: "Phase", width: 236 },
          { label: "Progress", width: 160 },
          { label: "Milestone", width: 196, align: "end" },
        ],
        [
          [
            person("Discovery interviews", "Nadia Rahman"),
            { text: "Done", bar: { share: 1, tone: "mint" } },
            status("Findings memo", "mint"),
          ],
          [
            person("Current-state mapping", "Owen Price"),
            { text: "70%", bar: { share: 0.7, tone: "brand" } },
            status("Workshop · week 5", "blue"),
          ],
          [
            person("Options and business case", "Nadia Rahman"),
            { text: "20%", bar: { share: 0.2, tone: "brand" } },
            status("Steering committee", "grey"),
          ],
          [
            person("Roadmap and handover", "Whole team"),
            { text: "Starts week 8", bar: { share: 0, tone: "grey" } },
            status("Final report", "grey"),
          ],
        ],
      ),
    ],
    phone: [
      cards([
        { label: "Used", value: "188 h", note: "of 320" },
        { label: "Forecast", value: "306 h" },
      ]),
      table(
        [
          { label: "Phase", width: 188 },
          { label: "Progress", width: 140 },
        ],
        [
          [person("Discovery", "Findings memo"), { text: "Done", bar: { share: 1, tone: "mint" } }],
          [person("Current state", "Workshop · week 5"), { text: "70%", bar: { share: 0.7, tone: "brand" } }],
          [person("Business case", "Steering committee"), { text: "20%", bar: { share: 0.2, tone: "brand" } }],
          [person("Roadmap", "Final report"), { text: "Week 8", bar: { share: 0, tone: "grey" } }],
        ],
      ),
    ],
  },

  // Consulting: the client report behind each invoice line.
  "consulting-client-report": {
    wide: [
      table(
        [
          { label: "Invoice line", width: 250 },
          { label: "Tasks", width: 150 },
          { label: "Hours", width: 70, align: "end" },
          { label: "Amount", width: 122, align: "end" },
        ],
        [
          [
            { ...person("Discovery interviews", "14 interviews, 3 sites"), swatch: "mint" },
            end("22 entries"),
            end("46.0"),
            end("$9,200", { bold: true }),
          ],
          [
            { ...person("Process mapping", "Warehouse and returns"), swatch: "brand" },
            end("17 entries"),
            end("38.5"),
            end("$7,700", { bold: true }),
          ],
          [
            { ...person("Workshop", "Preparation and session"), swatch: "blue" },
            end("6 entries"),
            end("12.0"),
            end("$2,400", { bold: true }),
          ],
          [
            { ...person("Project management", "Status calls, planning"), swatch: "grey" },
            end("9 entries"),
            end("8.0"),
            end("$1,600", { bold: true }),
          ],
        ],
      ),
      note("Shared with the client: 104.5 h at $200 · $20,900 · every entry one click away"),
    ],
    phone: [
      table(
        [
          { label: "Invoice line", width: 208 },
          { label: "Amount", width: 120, align: "end" },
        ],
        [
          [{ ...person("Discovery", "22 entries · 46.0 h"), swatch: "mint" }, end("$9,200", { bold: true })],
          [{ ...person("Process mapping", "17 entries · 38.5 h"), swatch: "brand" }, end("$7,700", { bold: true })],
          [{ ...person("Workshop", "6 entries · 12.0 h"), swatch: "blue" }, end("$2,400", { bold: true })],
          [{ ...person("Management", "9 entries · 8.0 h"), swatch: "grey" }, end("$1,600", { bold: true })],
        ],
      ),
      note("104.5 h at $200 · $20,900"),
    ],
  },

  // Retail: clock-ins at every store, checked against the store's location.
  "retail-store-clock-ins": {
    wide: [
      cards([
        { label: "Riverside", value: "6", note: "in" },
        { label: "Market Street", value: "5", note: "in" },
        { label: "Station Road", value: "4", note: "in" },
      ]),
      table(
        [
          { label: "Person", width: 180 },
          { label: "Store", width: 130 },
          { label: "In", width: 70, align: "end" },
          { label: "", width: 212, align: "end" },
        ],
        [
          [person("Chloe Martin", "Store lead"), end("Riverside"), end("7:52"), status("On site", "mint")],
          [
            person("Ravi Patel", "Sales associate"),
            end("Market Street"),
            end("8:01"),
            status("On site · lunch", "amber"),
          ],
          [person("Jamal Reid", "Stock"), end("Station Road"), end("5:56"), status("On site · 9 h 10 m", "amber")],
          [
            person("Sofia Lind", "Sales associate"),
            end("Market Street"),
            end("8:14"),
            status("Off site · 1.2 km away", "red"),
          ],
        ],
      ),
    ],
    phone: [
      cards([
        { label: "Riverside", value: "6" },
        { label: "Market St", value: "5" },
      ]),
      table(
        [
          { label: "Person", width: 160 },
          { label: "Clock-in", width: 168, align: "end" },
        ],
        [
          [person("Chloe Martin", "Riverside · 7:52"), status("On site", "mint")],
          [person("Ravi Patel", "Market St · 8:01"), status("On site · lunch", "amber")],
          [person("Jamal Reid", "Station Rd · 5:56"), status("9 h 10 m", "amber")],
          [person("Sofia Lind", "Market St · 8:14"), status("Off site", "red")],
        ],
      ),
    ],
  },

  // Retail: overtime by store as the week goes.
  "retail-overtime": {
    wide: [
      table(
        [
          { label: "Store", width: 160 },
          { label: "Worked of scheduled", width: 210 },
          { label: "Overtime", width: 90, align: "end" },
          { label: "", width: 132, align: "end" },
        ],
        [
          [
            person("Riverside", "9 people"),
            { text: "96 of 150 h", bar: { share: 96 / 150, tone: "mint" } },
            end("4.0 h", { tone: "amber", bold: true }),
            status("Jamal R.", "amber"),
          ],
          [
            person("Market Street", "7 people"),
            { text: "74 of 120 h", bar: { share: 74 / 120, tone: "mint" } },
            end("–"),
            status("On plan", "mint"),
          ],
          [
            person("Station Road", "6 people"),
            { text: "71 of 96 h", bar: { share: 71 / 96, tone: "amber" } },
            end("6.5 h", { tone: "amber", bold: true }),
            status("2 people", "amber"),
          ],
        ],
      ),
      note("Counted as the week goes, so Wednesday shows what Friday's payroll would"),
    ],
    phone: [
      table(
        [
          { label: "Store", width: 188 },
          { label: "Overtime", width: 140, align: "end" },
        ],
        [
          [person("Riverside", "96 of 150 h worked"), status("4.0 h", "amber")],
          [person("Market Street", "74 of 120 h worked"), status("None", "mint")],
          [person("Station Road", "71 of 96 h worked"), status("6.5 h", "amber")],
        ],
      ),
      note("Counted as the week goes"),
    ],
  },

  // Retail: leave requests against the rota, with the stocktake blacked out.
  "retail-leave": {
    wide: [
      chips([
        ["Blackout: stocktake week", "red"],
        ["Riverside · 9 people", "grey"],
      ]),
      table(
        [
          { label: "Request", width: 200 },
          { label: "Dates", width: 130 },
          { label: "Cover on the rota", width: 140 },
          { label: "", width: 122, align: "end" },
        ],
        [
          [
            person("Ana Costa", "Annual leave · 11 of 20 left"),
            end("Mon to Wed", { sub: "next week" }),
            end("2 of 3 early shifts", { sub: "covered", subTone: "mint" }),
            status("Approve", "brand"),
          ],
          [
            person("Ravi Patel", "Annual leave · 4 of 20 left"),
            end("Thu and Fri", { sub: "stocktake week" }),
            end("Blackout dates", { sub: "needs a manager", subTone: "red" }),
            status("Flagged", "red"),
          ],
          [
            person("Chloe Martin", "Shift swap with Jamal"),
            end("Saturday", { sub: "this week" }),
            end("Late shift kept", { sub: "covered", subTone: "mint" }),
            status("Approved", "mint"),
          ],
        ],
      ),
      note("Requests take 3 clicks; the manager sees the rota before approving"),
    ],
    phone: [
      chips([["Blackout: stocktake week", "red"]]),
      table(
        [
          { label: "Request", width: 208 },
          { label: "", width: 120, align: "end" },
        ],
        [
          [person("Ana Costa", "Mon to Wed · covered"), status("Approve", "brand")],
          [person("Ravi Patel", "Thu, Fri · blackout"), status("Flagged", "red")],
          [person("Chloe Martin", "Saturday swap"), status("Approved", "mint")],
        ],
      ),
      note("The rota is checked before approving"),
    ],
  },

  // Freelancers: every client's deadlines in one list.
  "freelancer-deadlines": {
    wide: [
      table(
        [
          { label: "Task", width: 250 },
          { label: "Client", width: 150 },
          { label: "Due", width: 90 },
          { label: "", width: 102, align: "end" },
        ],
        [
          [
            person("Homepage final files", "Website redesign"),
            end("Harbour & Pine"),
            end("Today", { tone: "amber", bold: true }),
            status("Reminder", "amber"),
          ],
          [
            person("Appointment email copy", "Booking site"),
            end("Oakleaf Dental"),
            end("Tomorrow"),
            status("To do", "grey"),
          ],
          [
            person("Logo on packaging mock-up", "Brand refresh"),
            end("Kettle & Co"),
            end("Friday"),
            status("In progress", "blue"),
          ],
          [
            person("Monthly blog post", "Retainer · 3 of 4 done"),
            end("Oakleaf Dental"),
            end("Next week"),
            status("To do", "grey"),
          ],
        ],
      ),
      note("3 new requests from Oakleaf Dental today: see at once what moves"),
    ],
    phone: [
      table(
        [
          { label: "Task", width: 208 },
          { label: "Due", width: 120, align: "end" },
        ],
        [
          [
            person("Homepage final files", "Harbour & Pine"),
            end("Today", { tone: "amber", bold: true, sub: "Reminder set" }),
          ],
          [person("Appointment email", "Oakleaf Dental"), end("Tomorrow", { sub: "To do" })],
          [person("Packaging mock-up", "Kettle & Co"), end("Friday", { sub: "In progress" })],
          [person("Monthly blog post", "Oakleaf Dental"), end("Next week", { sub: "To do" })],
        ],
      ),
    ],
  },

  // Consulting: one consultant's week, engagement by engagement, billable or not.
  "consulting-week": {
    wide: [
      cards([
        { label: "Billable", value: "36.0 h" },
        { label: "Non-billable", value: "4.0 h", tone: "amber" },
        { label: "Utilisation", value: "90%", note: "target 75%" },
      ]),
      table(
        [
          { label: "Engagement", width: 178 },
          { label: "Mon", width: 46, align: "end" },
          { label: "Tue", width: 46, align: "end" },
          { label: "Wed", width: 46, align: "end" },
          { label: "Thu", width: 46, align: "end" },
          { label: "Fri", width: 46, align: "end" },
          { label: "Total", width: 64, align: "end" },
          { label: "", width: 120, align: "end" },
        ],
        [
          [
            { ...person("Supply chain review", "Halvorsen Freight"), swatch: "brand" },
            end("6.0"),
            end("7.5"),
            end("5.0"),
            end("6.5"),
            end("4.0"),
            end("29.0", { bold: true }),
            status("Billable", "mint"),
          ],
          [
            { ...person("Pricing diagnostic", "Brightwater Foods"), swatch: "mint" },
            end("1.5"),
            end("–"),
            end("2.0"),
            end("1.0"),
            end("2.5"),
            end("7.0", { bold: true }),
            status("Billable", "mint"),
          ],
          [
            { ...person("Ops audit proposal", "Internal"), swatch: "amber" },
            end("0.5"),
            end("–"),
            end("1.0"),
            end("0.5"),
            end("1.0"),
            end("3.0", { bold: true }),
            status("Non-billable", "grey"),
          ],
          [
            { ...person("Training", "Internal"), swatch: "grey" },
            end("–"),
            end("0.5"),
            end("–"),
            end("–"),
            end("0.5"),
            end("1.0", { bold: true }),
            status("Non-billable", "grey"),
          ],
        ],
      ),
    ],
    phone: [
      cards([
        { label: "Billable", value: "36.0 h" },
        { label: "Utilisation", value: "90%" },
      ]),
      table(
        [
          { label: "Engagement", width: 208 },
          { label: "Week", width: 120, align: "end" },
        ],
        [
          [
            { ...person("Supply chain review", "Halvorsen Freight"), swatch: "brand" },
            end("29.0 h", { bold: true, sub: "Billable", subTone: "mint" }),
          ],
          [
            { ...person("Pricing diagnostic", "Brightwater Foods"), swatch: "mint" },
            end("7.0 h", { bold: true, sub: "Billable", subTone: "mint" }),
          ],
          [
            { ...person("Ops audit proposal", "Internal"), swatch: "amber" },
            end("3.0 h", { bold: true, sub: "Non-billable" }),
          ],
          [{ ...person("Training", "Internal"), swatch: "grey" }, end("1.0 h", { bold: true, sub: "Non-billable" })],
        ],
      ),
    ],
  },
};
