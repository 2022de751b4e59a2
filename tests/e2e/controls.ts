/**
 * The texts a form control cannot show whole: its placeholder and, for a select, each
 * option, measured in the control's own font against the room inside its padding (a
 * select's padding on the right is its chevron's room). It runs in the page: pass it to
 * a locator's `evaluate`.
 */
export function textsCut(control: HTMLElement): string[] {
  const style = getComputedStyle(control);
  const context = document.createElement("canvas").getContext("2d")!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = control.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  const options = control instanceof HTMLSelectElement ? [...control.options].map((option) => option.text) : [];
  return [control.getAttribute("placeholder") ?? "", ...options].filter(
    (text) => text && context.measureText(text).width > room,
  );
}
