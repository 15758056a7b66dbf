declare module "virtual:technology-sprite" {
  /** The technology logos' SVG sprite, made at build time (vite.config.ts). */
  const sprite: string;
  export default sprite;
}
