import { useEffect, useState } from "react";
import { rememberVisit } from "~/lib/visit";
import { noVisitSource, type VisitKey, visitFields } from "~/lib/visit-source";

/**
 * Empty until hydrated (without JavaScript the server reads the Referer). This effect runs before
 * the root's, so on a visit's first page it is this one that keeps the visit.
 */
export function VisitFields() {
  const [visit, setVisit] = useState(noVisitSource);
  useEffect(() => setVisit(rememberVisit()), []);
  return (
    <>
      {(Object.keys(visitFields) as VisitKey[]).map((key) => (
        <input key={key} type="hidden" name={visitFields[key]} value={visit[key]} />
      ))}
    </>
  );
}
