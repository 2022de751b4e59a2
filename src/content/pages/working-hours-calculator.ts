import { methodologyLink } from "~/lib/navigation";
import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/working-hours-calculator",
  title: "Working hours calculator",
  description:
    "Add up shifts, breaks and overnight work into total hours, in decimal and hours and minutes. Free and printable.",
  eyebrow: "Free tool",
  heading: "Working hours calculator",
  lead: "Add your time blocks and breaks and get the total in decimal hours and in hours and minutes, overnight shifts included.",
  appName: "Working hours calculator",
  guide: {
    link: methodologyLink,
    heading: "How the working hours calculator counts",
    lead: "Each time block is one stretch of work: a start, an end and the break taken inside it. The calculator adds the blocks up.",
    sections: [
      {
        heading: "One block per stretch of work",
        paragraphs: [
          "A straight day is one block, for example 09:00 to 17:30 with a 30-minute lunch. A split shift, or a day with a long gap in the middle, is two or more blocks: add a block for each part and the calculator adds them together.",
          "A block without a start or an end time counts as 0 hours, so a half-filled block never changes your total by surprise. The results table marks it, so you can see what was left out.",
        ],
      },
      {
        heading: "Breaks are taken off each block",
        paragraphs: [
          "Type the unpaid break in minutes in the block where it was taken. The calculator subtracts it from that block's time. A break longer than the block itself cannot be right, so the calculator stops and says which block to fix instead of showing a wrong or negative total.",
        ],
      },
      {
        heading: "Shifts that run past midnight",
        paragraphs: [
          "When a block's end time is earlier than its start time, the calculator reads it as ending the next day and adds 24 hours. 22:00 to 06:00 is an eight-hour night, not minus sixteen hours. A block whose start and end are the same counts as 0; to record a full 24 hours, split it into two blocks.",
        ],
      },
      {
        heading: "Decimal hours or hours and minutes",
        paragraphs: [
          "Every total is shown two ways. Payroll and invoicing software usually wants decimal hours, where 7 hours 30 minutes is 7.50 and 7 hours 15 minutes is 7.25. People reading a timesheet usually prefer hours and minutes, 7:30. Divide the minutes by 60 to go from one to the other.",
        ],
        list: [
          "15 minutes = 0.25 hours",
          "30 minutes = 0.50 hours",
          "45 minutes = 0.75 hours",
          "20 minutes = 0.33 hours",
        ],
      },
    ],
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "A split shift",
        steps: [
          "Block 1: 09:00 to 12:30, no break: 3 hours 30 minutes.",
          "Block 2: 13:00 to 17:30 with a 30-minute break: 4 hours 30 minutes less 30 minutes is 4 hours.",
          "Add the blocks: 3:30 + 4:00.",
        ],
        result: "Total 7.50 hours (7:30)",
      },
      {
        title: "A night shift",
        steps: [
          "One block: 22:00 to 06:00 with a 45-minute break.",
          "The end is before the start, so the block runs past midnight: 8 hours.",
          "Take off the break: 480 - 45 = 435 minutes.",
        ],
        result: "Total 7.25 hours (7:15)",
      },
      {
        title: "A long day with an evening call",
        steps: [
          "Block 1: 08:00 to 17:00 with a 60-minute lunch: 8 hours.",
          "Block 2: 19:00 to 20:15, no break: 1 hour 15 minutes.",
          "Add the blocks: 480 + 75 = 555 minutes.",
        ],
        result: "Total 9.25 hours (9:15)",
      },
    ],
  },
  faq: [
    {
      question: "How do I enter a shift that goes past midnight?",
      answer:
        "Type the times as they are, for example a start of 22:00 and an end of 06:00. Because the end is before the start, the calculator adds 24 hours and counts 8 hours. The block is marked 'Ends the next day' so you can check it.",
    },
    {
      question: "What happens if a break is longer than the block?",
      answer:
        "The calculator shows an error on that block and no total, because a 90-minute break in a one-hour block would give negative hours. Fix the break or the times and press Calculate again.",
    },
    {
      question: "Why does a block show 0 hours?",
      answer:
        "A block needs both a start and an end time. If either is missing it counts as 0 hours, and the results table says so. A block whose start and end are the same also counts as 0.",
    },
    {
      question: "How do I turn 7:45 into decimal hours?",
      answer:
        "Divide the minutes by 60 and add them to the hours: 45 / 60 = 0.75, so 7:45 is 7.75 hours. The calculator shows both forms for every block and for the total.",
    },
    {
      question: "Can I print the result or open it in a spreadsheet?",
      answer:
        "Yes. After you calculate, add an optional report header and notes, then choose Print report for a clean Working Hours Report page, or Download CSV for a file that opens in Excel, Numbers or Google Sheets.",
    },
    {
      question: "Can I share or bookmark my calculation?",
      answer:
        "Yes. When you press Calculate, your blocks are written into the page address. Copy it, and anyone who opens it sees the same blocks and totals. Nothing is sent to a server: the arithmetic happens in your browser.",
    },
  ],
};
