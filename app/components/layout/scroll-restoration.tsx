import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions by history entry (its own default key). */
const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Runs in the prerendered page, before its first paint: a history entry the app
 * has already seen (a reload, back or forward) goes back to where it was. A
 * fresh visit has no entry key, so it touches neither history nor storage
 * during the load, and blocked storage is only a position not restored.
 */
const restoreScrollScript =
  `(function(){var k=history.state&&history.state.key;if(!k)return;` +
  `try{var y=JSON.parse(sessionStorage.getItem(${JSON.stringify(scrollPositionsKey)})||"{}")[k];` +
  `if(typeof y==="number")scrollTo(0,y)}catch(e){}})()`;

/**
 * React Router's scroll restoration, with a lighter inline script. Its own
 * script also gives a fresh entry its key at parse time; `entry.client.tsx`
 * does that instead, just before the router reads history.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
