import { methodologyLink } from "~/lib/navigation";
import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/timesheet-generator",
  title: "Free timesheet generator",
  description:
    "Fill in one to four weeks of hours, round each punch, deduct meal breaks, add pay and overtime per workweek, and print one report for a whole team. Free.",
  eyebrow: "Free tool",
  heading: "Free timesheet generator",
  lead: "Fill in a week or a whole pay period of start and end times and breaks, for one employee or a team, then print a clean timesheet with totals and pay.",
  appName: "Timesheet generator",
  guide: {
    link: methodologyLink,
    heading: "How to build a timesheet in a minute",
    lead: "Enter each day's start, end and break; the generator works out the hours, rounds them if you ask, adds pay under the overtime rule you choose and prints a report.",
    sections: [
      {
        heading: "Times, breaks and night shifts",
        paragraphs: [
          "Each day has a From time, a To time and a break in minutes. The day's hours are the time from From to To, less the break, rounded to two decimals: 9:00 to 17:00 with a 30-minute break is 7.50 hours. The hours column updates as you type, so you can check each row before you calculate.",
          "When the To time is earlier than the From time, the shift ends the next day: 22:00 to 06:00 is an eight-hour night shift, never negative hours. A day with only one of the two times counts as 0 hours, and the result says which days those are.",
          "Copy First Row copies Monday's times, shifts and break to every other day of the period, the quickest start for a regular week; clear the days you did not work with the button at the end of each row.",
        ],
      },
      {
        heading: "Split shifts and pay periods",
        paragraphs: [
          "A day can hold up to three shifts: press the + button on its row (Add shift) for a split day, such as 09:00 to 12:00 and 13:00 to 17:30 around an unpaid lunch. Each shift may cross midnight on its own, and the day's break is taken from the day's total. Shifts that overlap, or that add up to more than 24 hours, are named in a message before anything is worked out, and what you typed stays as it was.",
          "Choose 2 weeks or 4 weeks under Pay period for a biweekly or four-weekly timesheet. The period starts on the Monday of the week in Week starting, and each day's row shows its date. Overtime and caps are worked out for each seven-day workweek and each day, never over the whole period: 45 hours in week 1 and 36 in week 2 under overtime after 40 a week is 5 hours of overtime, not 1. The result, the printed report and the CSV give each week's subtotal and the period's total.",
        ],
      },
      {
        heading: "Rounding, at the punch or the day",
        paragraphs: [
          "Round time rounds each punch (each From and To) before breaks, as federal rules describe: to the nearest 5, 6 (a tenth of an hour) or 15 minutes, or by the 7-minute rule, where up to 7 minutes past a quarter hour go back to it and 8 or more go on to the next, so 08:07 becomes 08:00 and 08:08 becomes 08:15. With whole minutes the 7-minute rule and the nearest 15 minutes come out the same; payroll knows it by the first name. Or round each day's total, after its break, to the nearest 15 or 30 minutes. Exactly halfway rounds up.",
          "The result and the report show each punch as typed and as rounded, and how many minutes rounding added or took off over the period, so you can see whether it evens out, as the rules ask.",
        ],
      },
      {
        heading: "Meal breaks, deducted for you",
        paragraphs: [
          "Tick Deduct a meal break when none was entered, and set the minutes and the hours after which it applies: 30 minutes off each shift longer than 5 hours, say. It applies only on days whose Break is empty, so a typed break always wins, and 0 typed says no break was taken. Each day it applied shows its meal minutes in the result and the report.",
        ],
      },
      {
        heading: "Pay and the five overtime rules",
        paragraphs: [
          "Tick Include payment information to open the payment settings. The base pay rate is in US dollars an hour, and the overtime type decides how the hours are paid:",
        ],
        list: [
          "No overtime: every hour at the base rate.",
          "After hours per day: the hours past the daily threshold (8 by default) in each day are paid at the multiplier.",
          "After hours per week: the hours past the weekly threshold (40 by default) are paid at the multiplier. This is the default, and the US federal rule.",
          "Cap hours per day: at most the daily maximum is paid each day; the rest is listed as unpaid.",
          "Cap hours per week: at most the weekly maximum is paid; the hours after it, on the last days worked, are listed as unpaid.",
        ],
      },
      {
        heading: "Night differentials and the regular rate",
        paragraphs: [
          "Add a night differential to pay extra for hours inside a window, such as 22:00 to 06:00: an amount an hour, or a percentage of the base rate. Two windows can sit side by side (an evening and a night) but not overlap. Under federal rules a differential is part of the regular rate, so overtime in a week with differential hours is paid at the base rate plus half of that week's regular rate, and the result says how the rate was found.",
        ],
      },
      {
        heading: "A team's period in one report",
        paragraphs: [
          "Press Add employee to keep another person's sheet for the same period: it starts with the rounding, meal break and pay settings of the sheet in view, and the pay period, week, header, notes and approver are shared by all. Give each sheet its Employee name, move between them with the buttons above the week, and remove one (Undo brings it back). A period holds up to 25 employees, kept in this browser so a reload loses no one.",
          "After Calculate, the team's summary lists each employee's regular, overtime and total hours and pay, with the team's totals. Generate Report, Download PDF and Download CSV then give one report: the summary, then each employee's sheet with its own signature lines.",
        ],
      },
      {
        heading: "Saving, sharing and clearing",
        paragraphs: [
          "Tick Save values to this browser to keep every sheet's times, rounding, meal break, payment settings and report details on this device: they come back the next time you open the page, and every change is saved while the box is ticked. Untick it and the saved copy is deleted. If your browser blocks or has filled its storage, the box says so and the generator keeps working. After Calculate the page address holds your timesheet, so you can bookmark or share it; a shared link takes priority over saved values.",
          "Clear All returns every field to what a first visit shows, rounding, pay period and payment settings included, and hides the result. Save values to this browser stays as you chose, and saves the cleared sheet.",
        ],
      },
    ],
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "An office week, rounded to 15 minutes",
        steps: [
          "Monday to Friday 08:52 to 17:38 with a 30-minute break: 8 hours 16 minutes a day.",
          "Round time 15 minutes: each day becomes 8.25 hours, 41.25 for the week.",
          "Weekly overtime after 40 hours at $35: 40 × $35 = $1,400.00, and 1.25 × $52.50 = $65.63.",
        ],
        result: "41.25 hours, $1,465.63 for the week.",
      },
      {
        title: "Two night shifts with daily overtime",
        steps: [
          "Friday 22:00 to 06:00 and Saturday 22:00 to 07:00, each with a 30-minute break.",
          "Both cross midnight: Friday is 7.50 hours and Saturday 8.50.",
          "Overtime after 8 hours a day at $35: 15.5 × $35 = $542.50, plus 0.5 × $52.50 = $26.25.",
        ],
        result: "16.00 hours, $568.75.",
      },
      {
        title: "A capped contract week",
        steps: [
          "Monday to Friday 08:00 to 18:00 with a 60-minute break: 9 hours a day, 45 in all.",
          "Overtime type Cap hours per week, max 40, at $35 an hour.",
          "Monday to Thursday are paid in full; Friday has 4 paid hours and 5 unpaid.",
        ],
        result: "45.00 hours worked, 40 paid: $1,400.00, 5.00 hours unpaid.",
      },
      {
        title: "Punches by the 7-minute rule, with a meal break",
        steps: [
          "Monday 08:07 to 16:38 with no break entered; Round time 7-minute rule; a 30-minute meal break after 5 hours.",
          "08:07 rounds to 08:00 and 16:38 to 16:45: 8 hours 45 minutes, 14 minutes more than clocked.",
          "The shift runs longer than 5 hours and no break was entered, so the meal rule takes off 30 minutes.",
        ],
        result: "Monday counts 8.25 hours (8:15).",
      },
      {
        title: "Two weeks, overtime counted per workweek",
        steps: [
          "Pay period 2 weeks. Each day 09:00 to 12:00 and 13:00 to 19:00: two shifts, 9 hours.",
          "Week 1 Monday to Friday is 45 hours; week 2 Monday to Thursday is 36 hours.",
          "Overtime after 40 hours a week at $35: week 1 pays 40 × $35 + 5 × $52.50 = $1,662.50, week 2 pays 36 × $35 = $1,260.00.",
        ],
        result: "81.00 hours, 5.00 of them overtime: $2,922.50 for the period.",
      },
    ],
  },
  faq: [
    {
      question: "How do I record a shift that ends after midnight?",
      answer:
        "Enter it on the day it starts, with the real times: From 22:00, To 06:00. The generator sees that the end is before the start and counts the hours through midnight, marking the day +1 day. A row with the same From and To counts as 0 hours, not 24.",
    },
    {
      question: "Which overtime rule should I choose?",
      answer:
        "Use the rule in your contract or local law. In the US, the federal Fair Labor Standards Act pays 1.5 times the regular rate after 40 hours in a workweek, which is the default here. Some states, like California, also pay daily overtime after 8 hours. The cap rules suit fixed-hour contracts where time beyond an agreed maximum is not paid. The result and the report always say which rule was applied.",
    },
    {
      question: "Can I make a biweekly timesheet?",
      answer:
        "Yes. Choose 2 weeks (or 4 weeks) under Pay period. The overtime type After hours per week still applies to each seven-day workweek on its own, as the Fair Labor Standards Act counts it, so two short weeks never add up to overtime and one long week is never averaged away.",
    },
    {
      question: "Does rounding change the pay?",
      answer:
        "Yes. Rounding is applied before hours and pay are worked out, so the report, the totals and the pay all use the rounded hours; the result says how many minutes it added or took off over the period. Choose None to use the exact minutes.",
    },
    {
      question: "What is the 7-minute rule?",
      answer:
        "A common way to round punches to the quarter hour: up to 7 minutes past a quarter hour rounds back, 8 or more rounds forward. A clock-in at 08:07 counts as 08:00 and one at 08:08 as 08:15. The federal rules accept rounding like this when, over time, it does not favour the employer.",
    },
    {
      question: "Can I make timesheets for several employees at once?",
      answer:
        "Yes. Add employee keeps a sheet for each person in the same period, in this browser, and the report puts a summary of everyone first, then each person's sheet with signature lines, as a print, a PDF or one CSV.",
    },
    {
      question: "Where are saved values kept, and who can see them?",
      answer:
        "Only in this browser's local storage on this device, under the name timesheetSavedValues. Nothing is sent to us or to anyone else. Untick Save values to this browser to delete the saved copy at once.",
    },
    {
      question: "Why does it say it cannot save?",
      answer:
        "Private browsing, a privacy setting or a full storage quota can stop a site from saving. The message under the checkbox says which. The generator still calculates, prints and exports as normal; bookmark the page address after Calculate to keep your timesheet instead.",
    },
    {
      question: "Can I open the timesheet in a spreadsheet?",
      answer:
        "Yes. After Calculate, Download CSV saves the same table as the result, including pay when it is on, with every hours column twice: as decimal hours (8.50) and as hours and minutes (8:30). Excel, Numbers and Google Sheets open it directly.",
    },
    {
      question: "Can the report list the days I did not work?",
      answer:
        "By default the result and the printed report list only the days with times. Tick Show blank days to list every day of the period, which some payroll teams prefer on a weekly timesheet.",
    },
  ],
};
