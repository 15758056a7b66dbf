import { useEffect, useState } from "react";
import { rememberVisit } from "~/lib/visit";
import { noVisitSource, type VisitKey, visitFields } from "~/lib/visit-source";

/**
 * Where this visit began, sent with a lead form as hidden fields. The server's page has
 * no visit to tell, so the fields start empty (and stay empty without JavaScript: the server then
 * reads the post's Referer); once hydrated they hold the visit kept in sessionStorage. The form's
 * effect runs before the root's, so on the visit's first page it is this one that keeps the visit.
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
