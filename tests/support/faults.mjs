// Fault injection for the last-resort and memory tests, preloaded into the server's processes with
// NODE_OPTIONS=--import. A response to a request carrying `X-Test-Fault: uncaught` (or `rejection`)
// is followed, a moment later and outside any handler, by an exception (or a rejected promise)
// that nothing catches, as a bug in a callback or a library would cause. The fault is scheduled
// while the response is written, so it runs in that request's async context.
// `X-Test-Fault: heap` is followed by allocations kept for ever, until V8 reaches its heap limit
// (`--max-old-space-size`) and aborts the process, as a runaway loop or cache would.
// `X-Test-Fault: grow` makes the process keep 256 MB of buffers, outside V8's heap, from the moment
// the request's headers arrive: its resident memory grows while the request is still in flight.
import http from "node:http";

const GROW_BYTES = 256 * 1024 * 1024;
/** @type {unknown[]} */
const kept = [];

const end = http.ServerResponse.prototype.end;

/**
 * @this {http.ServerResponse}
 * @param {...any} args
 */
http.ServerResponse.prototype.end = function (...args) {
  const fault = this.req?.headers["x-test-fault"];
  if (fault === "uncaught") {
    setTimeout(() => {
      throw new Error("injected fault: an exception nothing catches");
    }, 20);
  } else if (fault === "rejection") {
    setTimeout(() => {
      Promise.reject(new Error("injected fault: a rejection nothing handles"));
    }, 20);
  } else if (fault === "heap") {
    setTimeout(() => {
      for (let index = 0; ; index += 1) kept.push({ index, text: `kept ${index}` });
    }, 20);
  }
  return Reflect.apply(end, this, args);
};

const emit = http.Server.prototype.emit;

/**
 * @this {http.Server}
 * @param {string | symbol} event
 * @param {...any} args
 */
http.Server.prototype.emit = function (event, ...args) {
  // Filled, not just allocated: untouched pages would not count in the resident set.
  if (event === "request" && args[0]?.headers["x-test-fault"] === "grow")
    kept.push(Buffer.alloc(GROW_BYTES, 1));
  return Reflect.apply(emit, this, [event, ...args]);
};
