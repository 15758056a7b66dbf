import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { technologySprite } from "./app/server/technology-sprite.server.ts";

/** `virtual:technology-sprite`: the logos' sprite as a string, made once per build. */
export function technologySpriteModule(): Plugin {
  const id = "virtual:technology-sprite";
  return {
    name: "technology-sprite",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (resolved) =>
      resolved === `\0${id}` ? `export default ${JSON.stringify(await technologySprite())};` : undefined,
  };
}

/** An entry of `app/lib`, built alone (so it imports nothing at run time) and minified. */
async function inlineModule(entry: string) {
  const built = (await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: [{ find: /^~\//, replacement: `${import.meta.dirname}/app/` }] },
    build: {
      write: false,
      lib: { entry: `${import.meta.dirname}/app/lib/${entry}`, formats: ["es"] },
      // Library builds keep their whitespace unless the output itself is minified.
      rolldownOptions: { output: { minify: true } },
    },
  })) as Rolldown.RolldownOutput[];
  const code = built.flatMap((output) => output.output).find((file) => file.type === "chunk");
  return code?.type === "chunk" ? code.code.trim() : "";
}

/**
 * `virtual:page-script`: the pages React does not hydrate get its default module inline, and those
 * with an upload form its `uploadScript` as well. Those with a lead form load `leadFormScript`, a
 * client chunk of its own, as it imports its schemas (and zod) lazily.
 */
export function pageScriptModule(): Plugin {
  const id = "virtual:page-script";
  const leadFormEntry = "app/lib/lead-form-script/main.ts";
  // The dev server serves the source itself; a build emits the chunk and names it here.
  let leadFormScript = `/${leadFormEntry}`;
  let leadFormChunk: string | undefined;
  return {
    name: "page-script",
    buildStart() {
      if (this.environment?.name === "client" && this.environment.mode === "build")
        leadFormChunk = this.emitFile({
          type: "chunk",
          id: `${import.meta.dirname}/${leadFormEntry}`,
          name: "lead-form",
        });
    },
    generateBundle() {
      if (this.environment.name === "client" && leadFormChunk)
        leadFormScript = `/${this.getFileName(leadFormChunk)}`;
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: async (resolved) => {
      if (resolved !== `\0${id}`) return undefined;
      const [page, upload] = await Promise.all([
        inlineModule("page-script/main.ts"),
        inlineModule("upload-script/main.ts"),
      ]);
      return [
        `export default ${JSON.stringify(page)};`,
        `export const uploadScript = ${JSON.stringify(upload)};`,
        `export const leadFormScript = ${JSON.stringify(leadFormScript)};`,
      ].join("\n");
    },
  };
}

/**
 * The client's scripts, stylesheets and SVGs also as `.br` and `.gz` twins, compressed once at their
 * best here rather than per request (`precompressedAssets` in server/app.ts). Done after the server build,
 * as React Router writes the route manifest, which every hydrated page loads, only then.
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle() {
      if (this.environment.name !== "ssr") return;
      const dir = path.resolve(this.environment.config.root, "build/client/assets");
      for (const name of (await readdir(dir)).filter((file) => /\.(js|css|svg)$/.test(file))) {
        const plain = await readFile(path.join(dir, name));
        // The compression middleware's own threshold: below it, the headers outweigh the bytes saved.
        if (plain.length < 1024) continue;
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(plain, { params: quality }));
        await writeFile(path.join(dir, `${name}.gz`), gzipSync(plain, { level: 9 }));
      }
    },
  };
}

// The server build's entry is our Express app, so the whole server (TypeScript) ships as one bundle
// and shares module instances (database, config) with the route modules.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), technologySpriteModule(), pageScriptModule(), precompressAssets()],
  resolve: { alias: [{ find: /^~\//, replacement: `${import.meta.dirname}/app/` }] },
  // Bundled rather than loaded file by file at each worker's start (decision 030).
  ssr: { noExternal: ["kysely", "zod"] },
  // A build's time is Tailwind's and React Router's plugins; saying so at each build is noise.
  build: { rollupOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // One chunk for the framework every page loads: left to itself, the bundler regrouped it
            // as routes changed and split its CommonJS helpers into a chunk each page then imports.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rollupOptions: {
          input: "./server/main.ts",
          // The forms load their schema lazily in the browser; the server bundle is one file anyway.
          checks: { ineffectiveDynamicImport: false },
        },
        target: "node22",
      },
    },
  },
});
