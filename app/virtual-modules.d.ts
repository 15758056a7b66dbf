declare module "virtual:technology-sprite" {
  /** The technology logos' SVG sprite, made at build time (vite.config.ts). */
  const sprite: string;
  export default sprite;
}

declare module "virtual:page-script" {
  /** The module of the pages React does not hydrate, minified at build time (vite.config.ts). */
  const script: string;
  export default script;
  /** The module those of them with an upload form run as well. */
  export const uploadScript: string;
  /** The address of the module those with a lead form load. */
  export const leadFormScript: string;
}
