import { useEffect } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions by history entry (its own default key). */
const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Set on `<html>` once the page is laid out in full. Until then, sections below
 * the first screen skip their layout and hold an estimated height (`app.css`),
 * so a scroll position would not point at the same words from one load to the
 * next. Positions are saved and restored only in the full layout.
 */
const fullLayoutAttribute = "data-full-layout";

/**
 * Runs in the prerendered page, before its first paint: a history entry the app
 * has already seen (a reload, back or forward) goes back to where it was, in the
 * full layout, and the browser's own restoration stands aside. A fresh visit
 * has no entry key, so it touches neither history nor storage during the load,
 * and blocked storage is only a position not restored.
 */
const restoreScrollScript =
  `(function(){var k=history.state&&history.state.key;if(!k)return;` +
  `try{var y=JSON.parse(sessionStorage.getItem(${JSON.stringify(scrollPositionsKey)})||"{}")[k];` +
  `if(typeof y==="number"){document.documentElement.setAttribute(${JSON.stringify(fullLayoutAttribute)},"");` +
  `history.scrollRestoration="manual";scrollTo(0,y)}}catch(e){}})()`;

/**
 * React Router's scroll restoration, with a lighter inline script. Its own
 * script also gives a fresh entry its key at parse time; `entry.client.tsx`
 * does that instead, just before the router reads history. Once the app runs,
 * the page is laid out in full, so every position the router saves, and every
 * one it restores after an in-app step back, is measured in the same layout.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  useEffect(() => document.documentElement.setAttribute(fullLayoutAttribute, ""), []);
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
