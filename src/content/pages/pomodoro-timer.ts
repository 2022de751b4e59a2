import type { ToolPageContent } from "../tool-page";

export const page: ToolPageContent = {
  path: "/pomodoro-timer",
  title: "Pomodoro timer",
  description:
    "A calm pomodoro timer with rests, tasks with estimates, a history of your focused days, keyboard keys and a chime. Free, private and kept in your browser.",
  eyebrow: "Free tool",
  heading: "Pomodoro timer",
  lead: "Focus in 20-minute rounds, rest for 5, and take a longer 15-minute rest after every fourth round.",
  appName: "Pomodoro timer",
  guide: {
    heading: "How to work with the pomodoro timer",
    lead: "The pomodoro technique breaks work into short, fixed rounds of full attention with a real rest between them. The timer keeps the rhythm so you do not have to.",
    sections: [
      {
        heading: "One round at a time",
        paragraphs: [
          "Pick the one thing you will work on, write it in the task list, press Work on beside it and press Start. For the next 20 minutes that task is all you do: no e-mail, no chat, no second tab. When the chime sounds, stop, even mid-sentence, and take the rest the timer has lined up.",
          "The timer never starts the next session behind your back. When a pomodoro ends it selects Rest and waits for you to press Start, so a rest begins when you actually step away. If you prefer a hands-off rhythm, turn on automatic start in the settings.",
        ],
      },
      {
        heading: "Rests and the long rest",
        paragraphs: [
          "After each pomodoro comes a 5-minute rest. After every fourth pomodoro the rest is a long one, 15 minutes, and the cycle starts again. The dots under Completed show how far you are through the current cycle.",
          "You can jump to any mode with the tabs at the top. Choosing a tab stops the timer and loads that mode's full length, which is handy when a meeting breaks a round and you want to start clean.",
        ],
      },
      {
        heading: "Estimate, then count",
        paragraphs: [
          "Give a task an estimate of 1 to 20 pomodoros before you start it. While it is the task you work on, every pomodoro that runs to zero counts toward it, so the row reads 2 of 4 pomodoros and the timer shows the same under the round. Tasks that take far more rounds than you guessed are the ones worth splitting next time.",
          "Check a task off when it is done; it stops counting, and Remove finished tasks clears every checked task at once.",
        ],
      },
      {
        heading: "Your history and streak",
        paragraphs: [
          "The History panel shows the pomodoros and focused minutes of today and of this week, the focused minutes of each of the last seven days as bars, and your streak: the days in a row with at least one finished pomodoro. A streak that reached yesterday is still alive until today ends.",
          "Only a pomodoro that runs to zero counts. Resetting or skipping one, or a rest, adds nothing. A round that crosses midnight gives its minutes to both days and counts on the day it ended, and days already recorded stay put when you travel to another time zone.",
        ],
      },
      {
        heading: "Make the lengths your own",
        paragraphs: ["The gear button opens the settings. Each length is a whole number of minutes:"],
        list: [
          "Pomodoro: 1 to 60 minutes (20 by default).",
          "Rest: 1 to 30 minutes (5 by default).",
          "Long rest: 1 to 60 minutes (15 by default).",
          "Rounds per cycle, the pomodoros before a long rest: 1 to 12 (4 by default).",
        ],
      },
      {
        heading: "Accurate in a background tab",
        paragraphs: [
          "Browsers slow down timers in tabs you are not looking at, which makes many web timers drift by minutes. This one counts down to a fixed end time on your computer's clock, so it ends on the second even when the tab is hidden, and the tab title shows the time left while it runs.",
          "At zero it plays a short chime. Tick 'Notify me when a session ends' and allow notifications when your browser asks, and you will also get a notification you can see from any window.",
        ],
      },
      {
        heading: "Private by design",
        paragraphs: [
          "Your lengths, your tasks, your history and your notification choice are saved in this browser only. Nothing is sent to a server, and clearing the site's data in your browser removes them. If something saved cannot be read, it is set aside with a one-line note and the timer carries on with a fresh start.",
          "With a keyboard: Space starts or pauses, R resets, N moves to the next mode and S opens the settings, except while you are typing in a field. Every control also works with Tab, Enter and the arrow keys. While a round runs, phones and laptops that allow it keep the screen on.",
        ],
      },
    ],
  },
  examples: {
    heading: "Worked examples",
    items: [
      {
        title: "A classic cycle with the defaults",
        steps: [
          "Four pomodoros of 20 minutes: 80 minutes of focus.",
          "A 5-minute rest after the first, second and third: 15 minutes.",
          "A 15-minute long rest after the fourth.",
          "80 + 15 + 15 = 110 minutes.",
        ],
        result: "One full cycle takes 1 h 50 min, 80 minutes of it focused",
      },
      {
        title: "Longer rounds for deep work",
        steps: [
          "Settings: pomodoro 50, rest 10, long rest 30, 3 rounds per cycle.",
          "Focus: 3 × 50 = 150 minutes.",
          "Rests: 2 × 10 = 20 minutes, then one 30-minute long rest.",
          "150 + 20 + 30 = 200 minutes.",
        ],
        result: "One cycle takes 3 h 20 min, 150 minutes of it focused",
      },
      {
        title: "Automatic start in a hidden tab",
        steps: [
          "Automatic start is on and a 20-minute pomodoro starts at 10:00:00.",
          "The tab is hidden, so the browser only checks the timer at 10:20:40.",
          "The pomodoro ended at 10:20:00, so the 5-minute rest is counted from then, not from 10:20:40.",
          "The rest shows 04:20 and ends at 10:25:00.",
        ],
        result: "No seconds are lost: the rest ends at 10:25:00 exactly",
      },
    ],
  },
  faq: [
    {
      question: "What is the pomodoro technique?",
      answer:
        "It is a way of working in short, timed rounds of full focus, each followed by a short rest, with a longer rest after every few rounds. Francesco Cirillo named it after the tomato-shaped kitchen timer he used. The fixed rhythm makes it easier to start hard tasks and to notice when you need a break.",
    },
    {
      question: "Why 20 minutes and not 25?",
      answer:
        "The original technique uses 25 minutes. We start at 20 because shorter rounds are easier to protect from interruptions in a busy working day, and a round you finish beats one you abandon. Open the settings with the gear button and set any length from 1 to 60 minutes if 25 or 50 suits you better.",
    },
    {
      question: "Does the timer keep running if I switch tabs?",
      answer:
        "Yes. It counts down to a fixed end time, so it stays exact even though browsers slow down hidden tabs. The tab title shows the time left while it runs, and the chime and the optional notification fire when the session ends.",
    },
    {
      question: "Why does the next session wait for me?",
      answer:
        "On purpose: when a session ends the timer selects the next mode and waits for you, so a rest starts when you actually stop working. If you want the sessions to follow each other, open the settings and tick 'Start the next session automatically'.",
    },
    {
      question: "I allowed notifications but none appear. What can I check?",
      answer:
        "Make sure 'Notify me when a session ends' is ticked, that notifications for this site are allowed in your browser's site settings, and that your operating system's focus or do-not-disturb mode is not hiding them. Some phone browsers do not show notifications from web pages at all; the chime still plays there.",
    },
    {
      question: "Where are my tasks, history and session lengths kept?",
      answer:
        "Only in this browser, on this device. They are never sent to us, so they will not follow you to another browser, and clearing the site's data removes them. In a private window they last until you close it. Clear history in the History panel removes the history alone, after asking once.",
    },
    {
      question: "Can my team turn focused time into timesheets?",
      answer:
        "This free timer is private to your browser and its history never leaves it. Tallyday's time tracking records the time each person spends on tasks and projects and turns it into timesheets and reports, so the hours behind your pomodoros reach payroll and billing without retyping.",
    },
  ],
};
