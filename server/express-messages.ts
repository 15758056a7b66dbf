import { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

/**
 * The server's request and response classes, whose instances are born with the Express app's
 * prototypes. Express gives each request and response those prototypes with Object.setPrototypeOf
 * when it takes them, and V8 then kept every request's objects through its young-generation
 * collections: each was promoted to the old generation (about 50 KB of an inbox data request), for
 * 3-8 ms scavenges and a mark-compact every few seconds under load. With the prototypes already
 * set, Express's change is none. Node's own message classes are functions called on `this` (as
 * IncomingMessage calls Readable), so these call them the same way.
 */
export function expressMessages(app: Express) {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    Reflect.apply(IncomingMessage, this, [socket]);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    Reflect.apply(ServerResponse, this, [req, options]);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}
