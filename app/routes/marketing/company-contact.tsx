// PLACEHOLDER page, to be written from the spec.
export default function CompanyContact() {
  return <h1>CompanyContact</h1>;
}
