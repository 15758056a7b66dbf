import { z } from "zod";

// zod compiles parsers with `new Function`, which the CSP forbids: the fallback works, but only after
// Chrome reports a violation. Every schema the browser runs imports this module, so it is set first.
if (typeof document !== "undefined") z.config({ jitless: true });
