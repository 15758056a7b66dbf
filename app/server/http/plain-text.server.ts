/** Markup (HTML, SVG or XML start with "<") is not plain text. */
export class PlainTextCheck {
  #decoder = new TextDecoder("utf-8", { fatal: true });
  #ok = true;
  #started = false;

  push(chunk: Uint8Array) {
    if (!this.#ok) return;
    try {
      const text = this.#decoder.decode(chunk, { stream: true });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
      if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) this.#ok = false;
      if (!this.#started) {
        const start = text.replace(/^[\ufeff\s]+/, "");
        if (start) {
          this.#started = true;
          if (start.startsWith("<")) this.#ok = false;
        }
      }
    } catch {
      this.#ok = false;
    }
  }

  get result(): boolean {
    if (!this.#ok || !this.#started) return false;
    try {
      this.#decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
