export interface FormPart {
  name: string;
  /** A text field's value. */
  value?: string;
  /** A file field: its name and bytes. */
  file?: { filename: string; type: string; bytes: Buffer };
  /** Header lines added to the part as they are (no CRLF), e.g. a 100 kB one. */
  extraHeaders?: string[];
}

export interface BuiltMultipart {
  body: Buffer;
  contentType: string;
  /** Where each part's bytes (its headers and content) start and end in the body. */
  spans: { start: number; end: number }[];
}

/**
 * A multipart/form-data body written by hand, byte for byte, so tests can send it whole, cut, or
 * with its parts broken in ways a browser never would.
 */
export function buildMultipart(boundary: string, parts: FormPart[]): BuiltMultipart {
  const chunks: Buffer[] = [];
  const spans: BuiltMultipart["spans"] = [];
  let length = 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  for (const part of parts) {
    push(Buffer.from(`--${boundary}\r\n`, "latin1"));
    const start = length;
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"`
      : `form-data; name="${part.name}"`;
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(part.file ? [`Content-Type: ${part.file.type}`] : []),
      ...(part.extraHeaders ?? []),
    ];
    push(Buffer.from(`${headers.join("\r\n")}\r\n\r\n`, "utf8"));
    push(part.file ? part.file.bytes : Buffer.from(part.value ?? "", "utf8"));
    spans.push({ start, end: length });
    push(Buffer.from("\r\n", "latin1"));
  }
  push(Buffer.from(`--${boundary}--\r\n`, "latin1"));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    spans,
  };
}
