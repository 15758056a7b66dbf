// PLACEHOLDER page, to be written from the spec.
export default function Video() {
  return <h1>Video</h1>;
}
