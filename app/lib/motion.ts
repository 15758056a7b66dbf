// The marquee's 20 s lives in app.css.
export const TYPING_STEP_MS = 50;
export const TYPING_PAUSE_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 5000;
