/**
 * A stand-in for hCaptcha's script: it renders two buttons, one that solves the
 * captcha and one that expires it. Served as the script, it calls the loader's onload
 * callback; run in the page before the form loads the captcha (tests/engines), it is
 * there already and the widget uses it as it is.
 */
export const captchaStub = `(() => {
  const widgets = {};
  let next = 0;
  window.hcaptcha = {
    render(el, params) {
      const id = String(++next);
      widgets[id] = { params, response: "" };
      const solve = document.createElement("button");
      solve.type = "button";
      solve.textContent = "Solve test captcha";
      solve.onclick = () => { widgets[id].response = "test-captcha-token"; params.callback && params.callback("test-captcha-token"); };
      const expire = document.createElement("button");
      expire.type = "button";
      expire.textContent = "Expire test captcha";
      expire.onclick = () => { widgets[id].response = ""; params["expired-callback"] && params["expired-callback"](); };
      el.append(solve, expire);
      return id;
    },
    reset(id) { if (widgets[id]) widgets[id].response = ""; window.__captchaResets = (window.__captchaResets || 0) + 1; },
    remove(id) { delete widgets[id]; },
    getResponse(id) { return widgets[id] ? widgets[id].response : ""; },
    getRespKey() { return ""; },
    execute() {}, close() {}, setData() {},
  };
  if (!document.currentScript) return;
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && window[onload]) window[onload]();
})();`;
