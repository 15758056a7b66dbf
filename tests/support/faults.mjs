// Fault injection for the last-resort tests, preloaded into the server's processes with
// NODE_OPTIONS=--import. A response to a request carrying `X-Test-Fault: uncaught` (or `rejection`)
// is followed, a moment later and outside any handler, by an exception (or a rejected promise)
// that nothing catches, as a bug in a callback or a library would cause. The fault is scheduled
// while the response is written, so it runs in that request's async context.
import http from "node:http";

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
  }
  return Reflect.apply(end, this, args);
};
