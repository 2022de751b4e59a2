/**
 * The end-of-session signals: a short beep drawn with Web Audio (no audio file)
 * and an optional browser notification. Both are best effort: a browser without
 * either API, or one that refuses, must never break the timer.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === "undefined") return undefined;
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Creates or resumes the audio context. Browsers only allow sound after a user
 * gesture, so this runs from Start (in a timer the press sets, once its answer has
 * painted: creating the context is slow); the beep later reuses the unlocked context.
 */
export function primeSound(): void {
  try {
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    if (context.state === "suspended") void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Three soft beeps, about a second in all. */
export function playChime(): void {
  try {
    primeSound();
    if (!context) return;
    const start = context.currentTime + 0.05;
    for (let i = 0; i < 3; i++) {
      const at = start + i * 0.32;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(i === 2 ? 1046.5 : 880, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.24);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.26);
    }
  } catch {
    // No sound is better than a broken timer.
  }
}

export type NotifyPermission = "unsupported" | NotificationPermission;

export function notificationPermission(): NotifyPermission {
  try {
    if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
    return window.Notification.permission;
  } catch {
    return "unsupported";
  }
}

/** Asks for permission; call it only from a click. Older browsers take a callback instead of returning a promise. */
export async function requestNotifyPermission(): Promise<NotifyPermission> {
  if (notificationPermission() === "unsupported") return "unsupported";
  try {
    return await new Promise<NotificationPermission>((resolve) => {
      const result = window.Notification.requestPermission(resolve);
      if (result && typeof result.then === "function") result.then(resolve, () => resolve("denied"));
    });
  } catch {
    return notificationPermission();
  }
}

/** Shows a notification if allowed; silently does nothing otherwise. */
export function showNotification(title: string, body: string): void {
  if (notificationPermission() !== "granted") return;
  try {
    const notification = new window.Notification(title, { body, tag: "tallyday-pomodoro", icon: "/favicon.svg" });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
  }
}
