import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { expressMessages } from "./express-messages";

describe("the server's requests and responses", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves `app` with expressMessages and answers what the request and response were born as. */
  async function serve(app: express.Express) {
    const born: { request?: unknown; response?: unknown } = {};
    const started = createServer(expressMessages(app), (req, res) => {
      born.request = Object.getPrototypeOf(req);
      born.response = Object.getPrototypeOf(res);
      app(req, res);
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(started.address() as AddressInfo).port}`, born };
  }

  it("are born with the Express app's prototypes, so Express has none to change", async () => {
    const app = express();
    app.post("/echo", (req, res) => {
      const chunks: Buffer[] = [];
      (req as IncomingMessage).on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () =>
        res
          .status(201)
          .set("X-Seen", req.get("x-sent") ?? "")
          .json({ body: Buffer.concat(chunks).toString(), method: req.method, path: req.path }),
      );
    });
    const { url, born } = await serve(app);
    const answer = await fetch(`${url}/echo?a=1`, {
      method: "POST",
      headers: { "x-sent": "yes" },
      body: "hello",
    });
    expect(born.request).toBe(app.request);
    expect(born.response).toBe(app.response);
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-seen")).toBe("yes");
    expect(await answer.json()).toEqual({ body: "hello", method: "POST", path: "/echo" });
  });

  it("still answers Express's not-found and keeps each keep-alive request apart", async () => {
    const app = express();
    app.get("/n/:n", (req, res) => {
      res.send(`n=${req.params.n}`);
    });
    const { url } = await serve(app);
    for (const n of [1, 2, 3]) expect(await (await fetch(`${url}/n/${n}`)).text()).toBe(`n=${n}`);
    expect((await fetch(`${url}/missing`)).status).toBe(404);
  });
});
