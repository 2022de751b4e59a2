import { methodologyLink } from "~/lib/navigation";
import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/overtime-calculator",
  title: "Overtime calculator",
  description:
    "Work out a week of regular, overtime and double-time pay from your hours, at one rate or several. Free, private, printable.",
  eyebrow: "Free tool",
  heading: "Overtime calculator",
  lead: "Enter a week of regular, overtime and double-time hours, or just the hours you worked each day and an overtime rule, and see the pay for each day and the week.",
  appName: "Overtime calculator",
  guide: {
    link: methodologyLink,
    heading: "How the overtime calculator works",
    lead: "It multiplies each kind of hour by its own rate, day by day, and adds the week up. Nothing leaves your browser.",
    sections: [
      {
        heading: "Three kinds of hours, three rates",
        paragraphs: [
          "Regular hours are paid at the base rate. Overtime hours are paid at the base rate times the overtime multiplier, and double-time hours at the base rate times the double-time multiplier. With the defaults, a $25 base rate pays $37.50 an hour of overtime and $50 an hour of double time.",
          "If your payslip already says which hours are overtime, enter hours by type and put each hour in the column it is paid in. If you only know how long you worked each day, choose hours worked per day and let a rule split them (below).",
        ],
      },
      {
        heading: "Hours worked per day: a rule splits them",
        paragraphs: [
          "Type each day's total, breaks left out, and pick the overtime rule that applies to you. The week runs Monday to Sunday, and weekly limits count in that order, so the 40th hour can land in the middle of a Friday. The breakdown says, day by day, why each hour is paid the way it is. Each state rule's hint names the law it follows.",
        ],
        list: [
          "Federal: every hour past 40 in the week is overtime (the Fair Labor Standards Act).",
          "Over 8 hours a day: every hour past 8 in a day is overtime.",
          "Over 8 a day, 40 a week: daily overtime first, then regular hours past 40. No hour is paid twice.",
          "Alaska: over 8 a day and over 40 a week, for employers of 4 or more.",
          "California: overtime past 8 a day and 40 a week, double time past 12 a day; on a seventh day in a row, the first 8 hours are overtime and the rest double time.",
          "Colorado: over 12 a day and over 40 a week, whichever pays more.",
          "Kentucky: over 40 a week, and the seventh day of a week over 40 hours with all seven days worked.",
          "Nevada: over 40 a week, and over 8 a day when the base rate is under $18.00 (1.5 times the $12.00 minimum wage).",
        ],
      },
      {
        heading: "Several pay rates in one week",
        paragraphs: [
          "Worked a second job at another rate, or nights paid more? With hours worked per day, press Add pay rate (up to three rates), name it and enter its hours each day. Federal rules pay overtime on the weighted-average regular rate: the week's straight-time pay divided by all the hours worked. Every hour is paid at its own rate once, and each overtime hour adds half of that regular rate (each double-time hour, the whole of it) on top. 40 hours at $15 and 10 at $20 is $800 of straight time over 50 hours, a regular rate of $16.00, and $80.00 of overtime premium: $880.00. The rule you pick still splits each day's hours, at all rates together.",
        ],
      },
      {
        heading: "Filling in the week",
        paragraphs: [
          "Each day has three boxes. Type hours as decimals: 7.25 is 7 hours 15 minutes, 0.25 is a quarter of an hour; the arrows move by quarters, and any decimal works. An empty box counts as no hours, so you only fill in the days you worked.",
        ],
        list: [
          "Hours can't be negative, and one day can't add up to more than 24 hours.",
          "The base rate is in US dollars an hour and can be 0 or more.",
          "Multipliers start at 1 (no premium). Time and a half is 1.5, double time is 2.",
          "Press Enter in any box, or the Calculate button, to see the result.",
        ],
      },
      {
        heading: "Reading the result",
        paragraphs: [
          "The totals show the week's pay and hours for each kind, then the overall total, hours in decimals and in hours and minutes (7.25 and 7:15). The table below breaks the same numbers down by day, so you can check a single shift against a payslip. Each amount is rounded to the cent, and the week's totals are the exact sum of the days.",
        ],
      },
      {
        heading: "Clear All, sharing and printing",
        paragraphs: [
          "Clear All empties every day's hours, the report header and the notes, puts the base rate, multipliers and rule back to their defaults, and hides the result. It keeps the way you chose to enter hours.",
          "After Calculate, the page address holds your hours and rates. Bookmark it, or send it to a manager or payroll, and it opens with the same result; a value in it that the calculator cannot use is shown with the message typing it would get, never changed quietly. Print Report produces a one-page Overtime Report with your optional header and notes, and Download CSV gives the same table for a spreadsheet.",
        ],
      },
    ],
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "One long Monday",
        steps: [
          "Monday: 8 regular hours, 2 overtime hours and 1 double-time hour.",
          "Defaults: base rate $25, overtime 1.5x, double time 2x.",
          "8 × $25 = $200.00, 2 × $37.50 = $75.00, 1 × $50 = $50.00.",
        ],
        result: "Monday pays $325.00 for 11 hours.",
      },
      {
        title: "A retail week with a busy weekend",
        steps: [
          "Monday to Friday: 8 regular hours each, plus 2 overtime hours on Friday.",
          "Saturday: 4 overtime hours. Sunday: 3 double-time hours.",
          "Base rate $22.50: regular 40 × $22.50 = $900.00, overtime 6 × $33.75 = $202.50, double time 3 × $45 = $135.00.",
        ],
        result: "49 hours, $1,237.50 for the week.",
      },
      {
        title: "Three twelve-hour shifts and a holiday",
        steps: [
          "Monday, Wednesday and Friday: 8 regular and 4 overtime hours each.",
          "Sunday, a public holiday: 6 hours at a 2.5x double-time multiplier.",
          "Base rate $38.40: regular $921.60, overtime 12 × $57.60 = $691.20, holiday 6 × $96 = $576.00.",
        ],
        result: "42 hours, $2,188.80 for the week.",
      },
      {
        title: "Two pay rates in one week",
        steps: [
          "Hours worked per day: Monday to Friday 8 hours at the base rate of $15; Saturday 10 hours at a second job's $20.",
          "Straight time: 40 × $15 + 10 × $20 = $800.00 over 50 hours, a regular rate of $16.00.",
          "Over 40 a week: Saturday's 10 hours are overtime, each adding 0.5 × $16.00 = $8.00: $80.00.",
        ],
        result: "Regular rate $16.00 an hour; $880.00 for the week.",
      },
    ],
  },
  faq: [
    {
      question: "When do I get paid overtime in the United States?",
      answer:
        "Under the federal Fair Labor Standards Act, non-exempt employees earn at least 1.5 times their regular rate for hours over 40 in a workweek. Some states add daily overtime or double time; California, for example, pays overtime after 8 hours in a day and double time after 12. Choose the matching rule under hours worked per day, or enter the hours in the matching column.",
    },
    {
      question: "What is the difference between overtime and double time?",
      answer:
        "Overtime is usually paid at time and a half (1.5x the base rate). Double time is paid at twice the base rate and typically applies to very long days, holidays or a seventh consecutive day. You can set both multipliers to match your contract.",
    },
    {
      question: "Can I use a multiplier other than 1.5 or 2?",
      answer:
        "Yes. Any multiplier from 1 to 10 works, in steps of 0.1 on the arrows or typed to any precision. A holiday premium of 2.5x or a union rate of 1.75x is entered the same way.",
    },
    {
      question: "Does clearing the form reset my rates?",
      answer:
        "Yes. Clear All empties the hours, the report header and the notes, hides the result and puts the base rate and both multipliers back to the defaults ($25, 1.5x and 2x), and the overtime rule back to over 40 a week. Whether you enter hours by type or hours worked per day stays as you chose.",
    },
    {
      question: "Can the calculator work out which of my hours are overtime?",
      answer:
        "Yes. Choose hours worked per day, type each day's total and pick a rule: over 40 a week, over 8 a day, both together, or California's daily, weekly and seventh-day rules. It splits every day into regular, overtime and double-time hours and says why. Your contract or a local rule may differ; then enter hours by type instead.",
    },
    {
      question: "Are my hours and pay stored anywhere?",
      answer:
        "No. The calculation runs in your browser and nothing is sent to a server. After Calculate, your inputs are kept only in the page address so that you can bookmark or share the result.",
    },
    {
      question: "I worked at two different rates this week. How is my overtime paid?",
      answer:
        "At the weighted-average regular rate, not the lower or the higher rate alone: add up what every hour earned at its own rate, divide by the hours worked, and each overtime hour earns half of that on top of its straight-time pay. Choose hours worked per day and press Add pay rate to enter the second rate's hours; the result shows the regular rate and how it was found.",
    },
    {
      question: "Is the result before or after tax?",
      answer:
        "Before tax. The calculator shows gross pay: hours times rates. Deductions such as income tax, social security and benefits depend on your situation and are not included.",
    },
  ],
};
