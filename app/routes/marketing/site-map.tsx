// PLACEHOLDER page, to be written from the spec.
export default function SiteMap() {
  return <h1>SiteMap</h1>;
}
