/**
 * How every browser the project drives is launched: Debian's Chromium (never a
 * downloaded one), and no background traffic, which this network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same
 * Blink and V8 as CHROMIUM_PATH without the desktop browser around them. Headless Chromium runs
 * that whole browser and composites every frame in software: loading and hydrating the same pages
 * took about three times the CPU (decision 0103), and CPU is what the browser stage waits for.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
