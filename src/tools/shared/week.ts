/** The days of a workweek as the tools show them, Monday first (docs/product.md#tools). */
export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof weekDays)[number];
