import { overtimeRuleLabel, overtimeRuleSource, overtimeRules, type OvertimeRule } from "~/tools/overtime/split";
import type { MethodologyPageContent, Source } from "../methodology";

const cfr = (section: string): Source => ({
  name: `29 CFR ${section}`,
  url: `https://www.law.cornell.edu/cfr/text/29/${section.split("(")[0]}`,
});

/** What each hours-worked rule of the overtime calculator does, in full. */
const ruleWhat: Record<OvertimeRule, string> = {
  weekly:
    "Hours past 40 in the workweek are overtime at 1.5 times the regular rate. A long day alone is not overtime. The federal rule for non-exempt employees.",
  daily: "Hours past 8 in a day are overtime; the week has no limit. A policy some employers and contracts use.",
  "daily-weekly":
    "Hours past 8 in a day are overtime, then regular hours past 40 in the week. Daily overtime never counts toward the 40.",
  alaska:
    "Hours past 8 in a day and past 40 in the week are overtime, paid once. It binds employers with 4 or more employees; a smaller employer follows the federal rule.",
  california:
    "Overtime past 8 hours a day and 40 a week, double time past 12 a day. On the seventh consecutive day of the workweek, the first 8 hours are overtime and any past 8 double time.",
  colorado:
    "Overtime past 40 hours a week or past 12 in a workday, whichever pays more; the calculator works both at once and pays each hour once. Twelve hours in a row that cross midnight also count: enter such a shift on the day it starts.",
  kentucky:
    "Overtime past 40 hours a week. An employee who works all seven days of a workweek, and more than 40 hours in it, is paid time and a half for the seventh day; hours already paid as overtime are credited, so none is paid twice.",
  nevada:
    "Overtime past 40 hours a week. An employee paid less than 1.5 times the minimum wage ($18.00 an hour on a $12.00 minimum) also gets overtime past 8 hours in a workday; the calculator decides from the base rate. A mutually agreed schedule of four 10-hour days is exempt from the daily limit.",
};

export const page: MethodologyPageContent = {
  path: "/tools/how-we-calculate",
  title: "How our calculators work out hours and pay",
  description:
    "The arithmetic behind our free overtime, working hours and timesheet calculators: rounding, breaks, night shifts, overtime rules with sources.",
  eyebrow: "Free tools",
  heading: "How we calculate",
  lead: "Every figure our overtime calculator, working hours calculator and timesheet generator show comes from the rules on this page, in this order. Each rule names its source, and every example is checked against the calculators themselves.",
  notice:
    "The results are estimates to check a payslip or plan a rota, not legal advice. Pay law has exceptions this page cannot know about your job; for a decision that matters, ask your state's labour department or an employment lawyer.",
  sections: [
    {
      id: "time",
      heading: "From clock times to hours",
      paragraphs: [
        "A shift is its end time less its start time. When the end is earlier than the start, the shift crosses midnight: 24 hours are added, so 22:00 to 06:30 is 8.5 hours, counted on the day it starts. A shift with only one of its two times counts as no hours until the other is filled in.",
        "The timesheet takes up to three shifts a day. Two shifts of one day may not overlap, and a day may not add up to more than 24 hours; either is shown as a problem beside that day, and nothing you typed is changed. The working hours calculator checks its blocks for overlaps the same way.",
      ],
    },
    {
      id: "breaks",
      heading: "Breaks",
      paragraphs: [
        "Break minutes are subtracted from the day's time. Enter only unpaid breaks: under federal rules, short rest breaks of 5 to 20 minutes are hours worked, while a real meal period, usually 30 minutes or more and free of duties, is not.",
        "A break longer than the time it belongs to is an error, never negative hours.",
      ],
      sources: [cfr("785.18"), cfr("785.19")],
    },
    {
      id: "rounding",
      heading: "Rounding, and when it happens",
      paragraphs: [
        "Rounding is off unless you choose it, and only the timesheet offers it. Federal rules accept rounding a starting and stopping time to the nearest 5 minutes, or to the nearest tenth or quarter of an hour, when over time it averages out and does not always favour the employer. The timesheet offers each of them, rounding each punch (each From and To) before the day's break, and the day's total rounding of the original timesheet:",
      ],
      list: [
        "Nearest 5 minutes: each punch to the nearest multiple of 5. 08:02 is 08:00, 08:03 is 08:05.",
        "Nearest 6 minutes, a tenth of an hour: 08:02 is 08:00, 08:04 is 08:06; exactly halfway, 08:03, rounds up to 08:06.",
        "Nearest 15 minutes, a quarter hour: 08:07 is 08:00, 08:08 is 08:15.",
        "The 7-minute rule: up to 7 minutes past a quarter hour go back to it, 8 or more on to the next, the same as the nearest quarter hour for times in whole minutes; payroll knows it by this name.",
        "Each day's total to 15 or 30 minutes: the day's worked time, after its break, to the nearest step, exactly halfway up. 30 minutes goes further than the increments the rules name, so use it only where your pay policy says so.",
      ],
      sources: [cfr("785.48(b)")],
    },
    {
      id: "rounding-shown",
      heading: "What rounding changed",
      paragraphs: [
        "Rounding happens before any break, meal rule or overtime rule looks at the hours, so every rule sees the hours the sheet shows. The result and the report show each punch as typed and as rounded, and how many minutes rounding added or took off over the period: the figure an employer checks to see that it evens out.",
        "Hours are shown both as decimals with two places and as hours and minutes: 7 hours 45 minutes is 7.75 and 7:45. The overtime calculator splits hours in hundredths of an hour, the same units it shows.",
      ],
    },
    {
      id: "meals",
      heading: "Automatic meal breaks",
      paragraphs: [
        "A bona fide meal period, usually 30 minutes or more and free of duties, is not worktime. With the timesheet's meal rule on, each shift longer than the hours you set loses the minutes you set, but only on a day whose Break is empty: a typed break always wins, and 0 typed says no break was taken. The rule looks at each shift as rounded.",
        "The defaults, 30 minutes after 5 hours, follow California's meal period; other states and contracts differ, so set your own.",
      ],
      sources: [
        cfr("785.19"),
        {
          name: "California Labor Code § 512",
          url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=512",
        },
      ],
    },
    {
      id: "weeks",
      heading: "Workweeks and pay periods",
      paragraphs: [
        "A workweek runs Monday to Sunday, and weekly limits count hours in that order, so the 40th hour can fall partway through a Friday. A timesheet of two or four weeks works out overtime for each 7-day week on its own and adds the weeks up: 45 hours one week and 36 the next pay 5 hours of overtime, not 1. Hours are never averaged across weeks.",
      ],
      sources: [cfr("778.104")],
    },
    {
      id: "cents",
      heading: "Money and cents",
      paragraphs: [
        "Pay is hours times the rate, and overtime and double time are the rate times their multipliers. The overtime calculator rounds each line (one day's hours of one kind) to the cent, half a cent up, and the week is the exact sum of the lines you see. The timesheet keeps a running total in cents and shows each day as the change in it, so the days add up to the week to the cent.",
        "Every hour is paid once, at the highest rate any rule gives it: an hour of daily overtime never counts toward the weekly 40 again.",
      ],
    },
    {
      id: "regular-rate",
      heading: "The regular rate: several pay rates and night differentials",
      paragraphs: [
        "Overtime is owed on the regular rate, not always the base rate. In a week worked at two or three pay rates (the overtime calculator's Add pay rate), the regular rate is the week's straight-time pay, every hour at its own rate, divided by all the hours worked. Each overtime hour is then paid its own rate plus half the regular rate (at the 1.5x multiplier; double time adds the whole of it), so no hour is paid twice and none at less than it earned.",
        "A night or shift differential is part of the regular rate too. In the timesheet, a week with differential hours has a regular rate of its base-rate pay plus the differentials over the hours paid, and its overtime hours are paid the base rate plus half that regular rate. Every state rule still splits the hours first; the regular rate only prices them.",
      ],
      sources: [cfr("778.115"), cfr("778.207")],
    },
  ],
  rules: {
    heading: "The overtime rules",
    lead: "In the overtime calculator, hours worked per day are split by one of these rules. Rates are the base rate times the multipliers you enter: 1.5 and 2 by default.",
    rows: overtimeRules.map((rule) => ({
      rule: overtimeRuleLabel[rule],
      what: ruleWhat[rule],
      source: overtimeRuleSource[rule],
    })),
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "A day rounded to the quarter hour",
        steps: [
          "Timesheet, Monday from 08:52 to 17:08 with a 30-minute break, rounding to 15 minutes.",
          "8 hours 16 minutes less the break is 7 hours 46 minutes, 466 minutes.",
          "The nearest quarter hour to 466 minutes is 465.",
        ],
        result: "Monday counts 7.75 hours.",
      },
      {
        title: "One day under every rounding option",
        steps: [
          "Timesheet, Monday from 08:07 to 16:53 with a 30-minute break: 8 hours 46 minutes, 8 hours 16 minutes worked (8.27).",
          "Nearest 5 minutes: 08:05 to 16:55, 8.33 hours. Nearest 6 minutes: 08:06 to 16:54, 8.30 hours.",
          "Nearest 15 minutes and the 7-minute rule: 08:00 to 17:00, 8.50 hours.",
          "Each day's total: 8 hours 16 minutes is 8.25 to the nearest 15 minutes and 8.50 to the nearest 30.",
        ],
        result: "From 8.25 to 8.50 hours, against 8.27 unrounded.",
      },
      {
        title: "A night shift",
        steps: [
          "Working hours calculator, one block from 22:00 to 06:30 with a 30-minute break.",
          "06:30 is before 22:00, so the block ends the next morning: 8.5 hours.",
          "Less the break: 8 hours.",
        ],
        result: "8.00 hours.",
      },
      {
        title: "The same 40 hours under six rules",
        steps: [
          "Monday to Wednesday 12 hours each, Thursday 4: 40 hours at $20 an hour, overtime 1.5x.",
          "Federal, Colorado, Kentucky and Nevada (at $20, above $18): no overtime, 40 × $20.",
          "Alaska and California: 4 hours past 8 on each long day, 12 hours at $30.",
        ],
        result: "$800.00 under the federal rule; $920.00 in Alaska and California.",
      },
      {
        title: "Kentucky's seventh day",
        steps: [
          "Seven days of 6 hours, 42 in all, at $16 an hour.",
          "The federal rule alone pays 2 hours of overtime: $688.00.",
          "Kentucky pays the seventh day's 6 hours at $24; the hours past 40 are among them, so they are paid once.",
        ],
        result: "36 regular and 6 overtime hours: $720.00.",
      },
      {
        title: "Nevada's wage test",
        steps: [
          "Four days of 10 hours, 40 in all.",
          "At $15 an hour, under $18: 2 hours past 8 each day, 8 hours at $22.50.",
          "At $20 an hour: no daily overtime, and the week is not past 40.",
        ],
        result: "$660.00 at $15 an hour; $800.00 at $20.",
      },
      {
        title: "Two pay rates in one week",
        steps: [
          "Overtime calculator, hours worked per day: 40 hours at $15 Monday to Friday, 10 hours at $20 on Saturday.",
          "Straight time: $600.00 + $200.00 = $800.00 over 50 hours, a regular rate of $16.00.",
          "Over 40 a week: Saturday's 10 hours are overtime, each adding 0.5 × $16.00.",
        ],
        result: "Straight time $800.00, premium $80.00: $880.00 for the week.",
      },
      {
        title: "Night shifts with a differential and overtime",
        steps: [
          "Timesheet, Monday to Friday 20:00 to 06:00 at $15 an hour, a differential of $5 an hour from 22:00 to 06:00, overtime after 40 hours at 1.5x.",
          "50 hours, 40 of them inside the window: $750.00 + $200.00 = $950.00 straight time, a regular rate of $19.00.",
          "Friday's last 10 hours are overtime, each paid $15 + 0.5 × $19.00 = $24.50.",
        ],
        result: "$1,045.00 for the week, of which $200.00 differential.",
      },
      {
        title: "Rounding to the cent, once per line",
        steps: [
          "Overtime calculator, Monday: 8 regular and 2.5 overtime hours at $17.33, overtime 1.5x.",
          "8 × $17.33 = $138.64. 2.5 × $25.995 = $64.9875, which rounds to $64.99.",
          "The day is the sum of its lines.",
        ],
        result: "Monday pays $203.63.",
      },
    ],
  },
  notCovered: {
    heading: "What the calculators do not cover",
    lead: "These change real pay, and none of them can be read from hours and a rate. Apply them yourself, with hours by type in the overtime calculator where they move hours between columns.",
    items: [
      {
        text: "Exempt employees: salaried executive, administrative and professional staff who meet the federal tests are not owed overtime.",
        source: { name: "29 CFR part 541", url: "https://www.law.cornell.edu/cfr/text/29/part-541" },
      },
      {
        text: "The regular rate beyond pay rates and night differentials: bonuses you are promised and commissions raise the rate overtime is paid on too. The calculators count only the rates and differentials you enter.",
        source: cfr("778.109"),
      },
      {
        text: "Meal and rest period penalties, such as California's extra hour of pay for a missed meal break.",
        source: {
          name: "California Labor Code § 226.7",
          url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=226.7",
        },
      },
      {
        text: "Alternative workweek schedules, union contracts, public-sector compensatory time and industry exemptions, which replace the general rules above.",
      },
      {
        text: "States and cities not listed here, tips, minimum wage checks, taxes and deductions.",
      },
    ],
  },
};
