// PLACEHOLDER page, to be written from the spec.
export default function Article() {
  return <h1>Article</h1>;
}
