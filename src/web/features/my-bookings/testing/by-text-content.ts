import type { MatcherFunction } from "@testing-library/react";

/**
 * Matches the innermost element whose whole text (its children's included) is `expected`: a
 * sentence that shows a name or a reference in its own `translate="no"` element is split into
 * several text nodes, which getByText's default matcher does not join.
 */
export function byTextContent(expected: string | RegExp): MatcherFunction {
  const matches = (text: string | null | undefined) =>
    typeof expected === "string" ? text === expected : expected.test(text ?? "");
  return (_content, element) =>
    element !== null &&
    matches(element.textContent) &&
    ![...element.children].some((child) => matches(child.textContent));
}
