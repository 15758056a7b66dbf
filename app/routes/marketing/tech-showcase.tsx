// PLACEHOLDER page, to be written from the spec.
export default function TechShowcase() {
  return <h1>TechShowcase</h1>;
}
