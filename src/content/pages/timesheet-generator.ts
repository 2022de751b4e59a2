import { methodologyLink } from "~/lib/navigation";
import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/timesheet-generator",
  title: "Free timesheet generator",
  description:
    "Fill in one, two or four weeks of hours with split shifts, round them, add pay and overtime per workweek, and print a clean timesheet report. Free, no sign-up.",
  eyebrow: "Free tool",
  heading: "Free timesheet generator",
  lead: "Fill in a week or a whole pay period of start and end times and breaks, then print a clean timesheet with totals and pay.",
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
        heading: "Rounding",
        paragraphs: [
          "Many employers round worked time to the nearest quarter or half hour. Choose 15 or 30 minutes under Round time and each day's worked minutes (after the break) are rounded to the nearest step. Exactly halfway rounds up: with 15-minute rounding, 8 hours 7 minutes becomes 8.00 and 8 hours 8 minutes becomes 8.25.",
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
        heading: "Saving, sharing and clearing",
        paragraphs: [
          "Tick Save values to this browser to keep the pay period, times, rounding, header, notes and report details on this device: they come back the next time you open the page, and every change is saved while the box is ticked. Untick it and the saved copy is deleted. If your browser blocks or has filled its storage, the box says so and the generator keeps working. After Calculate the page address holds your timesheet, so you can bookmark or share it; a shared link takes priority over saved values.",
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
        "Yes. Rounding is applied to each day's worked minutes before hours and pay are worked out, so the report, the totals and the pay all use the rounded hours. Choose None to use the exact minutes.",
    },
    {
      question: "Where are saved values kept, and who can see them?",
      answer:
        "Only in this browser's local storage on this device, under the name timesheetSavedValues. Nothing is sent to us or to anyone else. Untick Save values to this browser to delete the saved copy at once. Payment settings are kept in the page address rather than in storage.",
    },
    {
      question: "Why does it say it cannot save?",
      answer:
        "Private browsing, a privacy setting or a full storage quota can stop a site from saving. The message under the checkbox says which. The generator still calculates, prints and exports as normal; bookmark the page address after Calculate to keep your timesheet instead.",
    },
    {
      question: "Can I open the timesheet in a spreadsheet?",
      answer:
        "Yes. After Calculate, Download CSV saves the same table as the result, including pay when it is on, as a CSV file that Excel, Numbers and Google Sheets open directly.",
    },
    {
      question: "Can the report list the days I did not work?",
      answer:
        "By default the result and the printed report list only the days with times. Tick Show blank days to list every day of the period, which some payroll teams prefer on a weekly timesheet.",
    },
  ],
};
