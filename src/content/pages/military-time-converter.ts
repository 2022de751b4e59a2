import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/military-time-converter",
  title: "Military time converter",
  description:
    "Convert standard 12-hour time to military time and back, with a full 24-hour reference chart. Free, private, no sign-up.",
  eyebrow: "Free tool",
  heading: "Military time converter",
  lead: "Turn 1:05 PM into 1305 and 2130 into 9:30 PM, instantly and privately in your browser.",
  appName: "Military time converter",
  guide: {
    heading: "How military time works",
    lead: "Military time numbers the hours of the day from 00 to 23, so every time has exactly one reading and AM and PM are never needed.",
    sections: [
      {
        heading: "Four digits, no colon, no AM or PM",
        paragraphs: [
          "A military time is written as four digits: two for the hour and two for the minutes. 7:05 in the morning is 0705, and 7:05 in the evening is 1905. The leading zero is kept, so every time has the same width on a rota or in a log.",
          "You will also see the same time written with a colon, 19:05. That is the 24-hour clock most of Europe and Asia uses day to day; the numbers are identical, only the punctuation differs.",
        ],
      },
      {
        heading: "From standard to military time",
        paragraphs: ["The converter follows four rules, and you can do the same in your head:"],
        list: [
          "12 AM (midnight) becomes hour 00, so 12:30 AM is 0030.",
          "AM hours from 1 to 11 stay as they are, with a leading zero: 9:30 AM is 0930.",
          "12 PM (noon) stays 12, so 12:45 PM is 1245.",
          "PM hours from 1 to 11 get 12 added: 1:05 PM is 1305 and 11:59 PM is 2359.",
        ],
      },
      {
        heading: "From military to standard time",
        paragraphs: [
          "Read the first two digits as the hour and the last two as the minutes. Hour 00 is 12 AM, hours 01 to 11 are AM, hour 12 is 12 PM, and from 13 onwards you subtract 12 and add PM: 2130 is 9:30 PM.",
          "The converter accepts a single-digit hour too, so 930 reads as 9:30 AM. It accepts hours from 0 to 23 and minutes from 00 to 59; anything else is answered with the format message and your entry stays in the field so you can correct it.",
        ],
      },
      {
        heading: "Midnight: 0000 or 2400?",
        paragraphs: [
          "Midnight has two names. 0000 is the start of a day and is the standard form, which is what the converter and most scheduling systems use. 2400 is sometimes written for the end of a day, so a shift can be shown as 1600 to 2400 instead of running into the next date.",
          "That is why the reference chart's last row reads 2400/0000. The converter itself only accepts hours 0 to 23, so type 0000 (or 000) for midnight and it answers 12:00 AM.",
        ],
      },
    ],
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "An afternoon meeting",
        steps: [
          "Hour 1, minute 05, PM.",
          "It is a PM hour other than 12, so add 12: 1 + 12 = 13.",
          "Write the hour and the minutes as four digits.",
        ],
        result: "1:05 PM = 1305 (13:05)",
      },
      {
        title: "Just after midnight",
        steps: [
          "Hour 12, minute 30, AM.",
          "12 AM is the first hour of the day, so the hour becomes 00.",
          "Keep the minutes: 30.",
        ],
        result: "12:30 AM = 0030 (00:30)",
      },
      {
        title: "A night shift start",
        steps: [
          "Military time 2130.",
          "The hour is 21, which is 13 or more, so subtract 12: 21 - 12 = 9, and it is PM.",
          "The minutes stay 30.",
        ],
        result: "2130 = 9:30 PM",
      },
    ],
  },
  faq: [
    {
      question: "How do I say military time out loud?",
      answer:
        "Say the digits in pairs and add 'hours': 1305 is 'thirteen zero five hours' and 0900 is 'zero nine hundred hours'. In everyday use 'thirteen oh five' is just as clear.",
    },
    {
      question: "Why does the converter reject 2400?",
      answer:
        "Midnight is written 0000 in its standard form, and the converter follows the 0 to 23 hour range, so 2400 gets the format message. Type 0000 instead and it answers 12:00 AM. The chart still lists 2400/0000, because some rotas use 2400 for the end of a day.",
    },
    {
      question: "Is 12 PM noon or midnight?",
      answer:
        "12 PM is noon, 1200 in military time. 12 AM is midnight, 0000. The converter applies exactly this: 12 AM becomes hour 00 and 12 PM stays 12.",
    },
    {
      question: "Can I type 930 instead of 0930?",
      answer:
        "Yes. A single-digit hour is accepted, so 930 converts to 9:30 AM. The field holds up to four characters: type digits only, without a colon. A letter or a colon gets the format message, and what you typed stays in the field to correct.",
    },
    {
      question: "Can I share a conversion?",
      answer:
        "Yes. After you convert, the page address holds your input, for example ?h=1&m=05&p=PM or ?mil=1305. Copy the address and whoever opens it sees the same conversion.",
    },
    {
      question: "Does military time use time zones?",
      answer:
        "Military time is only a way of writing the hour, so it works in any time zone. The armed forces add a letter for the zone (Z for UTC, for example), but this converter does not change zones: 1305 stays 1305.",
    },
  ],
};
