import fc from "fast-check";

// Any code point, lone surrogates included, as fast-check's "binary" unit gives; built from
// integers because "binary" maps all 1.1 million code points when it is made, which slowed every
// run of a file that used it (and each of Stryker's runs of it).
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point));

/** Up to 20 of any code points. */
export const anyText = fc.string({ unit: codePoint, maxLength: 20 });

const control = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }));

/**
 * Targets that must never be followed: control characters or backslashes (which browsers drop or
 * read as slashes), another host, a path that resolves to "//host", or another origin than `origin`.
 */
export const hostileTargets = (origin: string) =>
  fc.oneof(
    fc
      .tuple(anyText, control, anyText)
      .map(([before, code, after]) => `/${before}${String.fromCharCode(code)}${after}`),
    fc.tuple(anyText, anyText).map(([before, after]) => `/${before}\\${after}`),
    fc.tuple(fc.domain(), fc.webPath()).map(([host, path]) => `//${host}${path}`),
    fc
      .tuple(fc.constantFrom("/.//", "/..//", "/./..//", "/a/..//", "/%2e//"), fc.domain())
      .map(([prefix, host]) => `${prefix}${host}`),
    fc
      .webUrl({ withQueryParameters: true, withFragments: true })
      .filter((url) => new URL(url).origin !== origin),
  );

/**
 * Any `redirectTo` a link could carry: any text, tricky beginnings ("/。" once made the redirect
 * throw), paths on the site with a query and fragment and any text after them, and hostile targets.
 */
export const redirectTargets = (origin: string) =>
  fc.oneof(
    anyText,
    anyText.map((rest) => `/${rest}`),
    fc
      .tuple(
        fc.constantFrom(
          "/。",
          "/。/",
          "//",
          "/\\",
          "/.//",
          "/./",
          "/../",
          "%2F%2F",
          "/%2F%2F",
          "/\u3000",
          "/／／",
        ),
        anyText,
      )
      .map(([prefix, rest]) => `${prefix}${rest}`),
    fc
      .tuple(fc.webPath(), fc.option(fc.webQueryParameters()), fc.option(fc.webFragments()), anyText)
      .map(
        ([path, query, fragment, rest]) =>
          `/${path}${query === null ? "" : `?${query}`}#${fragment ?? ""}${rest}`,
      ),
    hostileTargets(origin),
  );
