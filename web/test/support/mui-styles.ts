/**
 * Where Emotion writes MUI's rules in the web tests: an element outside the document, so jsdom
 * does not apply them, unless a file asks for them with `applyMuiStyles()`.
 *
 * Why: jsdom computes a style by matching the element against every rule in the document, again
 * after each change to the DOM. Testing Library asks for styles all the time (an element's
 * accessible name and whether it is hidden walk its ancestors), and the admin's screens carry
 * more than 800 Emotion rules, so matching them was about half of each admin test's time. The
 * tests read what a person reads and does; how the screens look is checked in a real browser
 * (e2e/), as are the public pages' own stylesheets, which jsdom never loads either.
 */
export const muiStyles = document.createElement('div');

/** Makes MUI's rules apply in this file, for a test that reads a computed style. */
export function applyMuiStyles(): void {
  document.head.append(muiStyles);
}
