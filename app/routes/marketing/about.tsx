// PLACEHOLDER page, to be written from the spec.
export default function About() {
  return <h1>About</h1>;
}
