import { useNonce } from "~/lib/nonce";

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON-LD is data, not code; "<" is escaped so the text can never close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, escaped above.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
