import { Fragment } from "react";

/**
 * An e-mail address that may wrap only before its `@` and its dots, so a narrow column shows
 * `hello` / `@malwasoftworks` / `.example` rather than breaking inside a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="break-normal">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
