import { create as contentDisposition } from "content-disposition";

/** A file the browser saves as `name`, never shows. */
export const download = (body: BodyInit, name: string, type = "text/csv; charset=utf-8", size?: number) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      ...(size === undefined ? {} : { "Content-Length": String(size) }),
      "Content-Disposition": contentDisposition(name),
    },
  });

export const plainText = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

export const today = () => new Date().toISOString().slice(0, 10);
