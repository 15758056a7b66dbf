// PLACEHOLDER page, to be written from the spec.
export default function Contact() {
  return <h1>Contact</h1>;
}
