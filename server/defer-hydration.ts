/**
 * Rewrites a prerendered page so the app's JavaScript starts only when it is
 * needed. The content is already in the HTML and links work as plain links,
 * so script downloads must not race the stylesheet and font for the first
 * paint on a slow phone, nor take the main thread while the visitor reads.
 *
 * - `load`: pages that need script at once (the contact form, whose captcha
 *   loads on focus; the app shell): hydrate after load and one painted frame.
 * - `interaction`: pages that read without script: hydrate at the visitor's
 *   first pointer, touch, wheel, key or focus. A button pressed before then is
 *   pressed again for them once React (and the island holding the button,
 *   `data-island` until it is `data-interactive`) is listening, so no press is
 *   lost.
 *
 * React Router emits module preloads in the head and one inline module script
 * of static imports; this keeps the same modules and order, loaded on demand.
 */
export type HydrateWhen = "load" | "interaction";

/** Markup a component renders when its page needs script as soon as it loads. */
export const hydrateAtLoadMarker = 'data-hydrate="load"';

/** When a prerendered page should hydrate: at load if anything in it asks to. */
export function hydrateWhen(html: string): HydrateWhen {
  return html.includes(hydrateAtLoadMarker) ? "load" : "interaction";
}

const loadTrigger =
  // After load and one painted frame, so no script request races the first paint.
  `const later=()=>requestAnimationFrame(()=>setTimeout(boot));` +
  `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`;

/**
 * Boots at the first pointer, touch, wheel, key or focus. What the visitor did
 * before React listened is done again once it does: fields they typed into
 * (React's value tracker is told the old value, so it sees the change) and
 * the last button they pressed, once the island holding it listens too.
 */
const interactionTrigger = `
const root = document.documentElement;
const hydrated = () => root.hasAttribute("data-hydrated");
let booted = false;
let failed = false;
let pressed;
const start = () => {
  if (booted) return;
  booted = true;
  boot().catch(() => {
    // Without the app, a press does what the HTML alone does.
    failed = true;
    const button = pressed;
    pressed = undefined;
    if (button) button.click();
  });
};
for (const type of ["pointerdown", "pointermove", "touchstart", "wheel", "keydown", "focusin"])
  addEventListener(type, start, { once: true, passive: true, capture: true });
const edited = new Set();
const onEdit = (event) => { if (!hydrated() && event.target instanceof Element) edited.add(event.target); };
addEventListener("input", onEdit, true);
addEventListener("change", onEdit, true);
addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest("button");
  if (!button || hydrated() || failed) return;
  // A form is sent by the app once it listens, not by the browser now.
  if (button.type === "submit" && button.form) event.preventDefault();
  pressed = button;
  start();
}, true);
addEventListener("submit", (event) => {
  if (hydrated() || failed) return;
  event.preventDefault();
  pressed = pressed || event.submitter;
  start();
}, true);
const isToggle = (field) => field.type === "checkbox" || field.type === "radio";
const replayEdit = (field, value) => {
  if (isToggle(field)) {
    field.checked = !value;
    field.click();
  } else {
    field.value = value + " ";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
    field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  }
};
// Resolves once React listens and, for an element in an island, the island too.
const whenListening = (element) => new Promise((done) => {
  const ready = () => hydrated() && !(element && element.closest("[data-island]:not([data-interactive])"));
  if (ready()) return done();
  const watch = new MutationObserver(() => { if (ready()) { watch.disconnect(); done(); } });
  watch.observe(root, { attributes: true, subtree: true, attributeFilter: ["data-hydrated", "data-interactive"] });
});
const nextTask = () => new Promise((done) => setTimeout(done));
whenListening().then(async () => {
  // What each field held, read before the first replay renders and resets the others;
  // then one field per task, so each edit renders before the next.
  const held = [...edited].filter((field) => "value" in field).map((field) => [field, isToggle(field) ? field.checked : field.value]);
  edited.clear();
  for (const [field, value] of held) { replayEdit(field, value); await nextTask(); }
  const button = pressed;
  if (!button) return;
  await whenListening(button);
  pressed = undefined;
  button.click();
});
`;

export function deferHydration(html: string, when: HydrateWhen = hydrateWhen(html)): string {
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="\/assets\/[^"]+"\/>/g, "");
  return withoutPreloads.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (whole, body: string) => {
    const imports = [...body.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)].map((m) => ({
      name: m[1],
      url: m[2]!,
    }));
    const entry = body.match(/import\("([^"]+)"\);/)?.[1];
    const registry = body.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
    if (!entry || !registry || imports.length === 0) return whole;
    const names = imports.map((item) => item.name ?? "_");
    const boot =
      `const boot=()=>Promise.all([${imports.map((item) => `import(${JSON.stringify(item.url)})`).join(",")}])` +
      `.then(([${names.join(",")}])=>{window.__reactRouterRouteModules=${registry};return import(${JSON.stringify(entry)})});`;
    return `<script type="module">${boot}${when === "load" ? loadTrigger : interactionTrigger}</script>`;
  });
}
