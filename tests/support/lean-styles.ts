/**
 * Component tests see only the CSS properties that a test or a testing library reads.
 *
 * jsdom computes a style by parsing every declaration of every rule that matches the element, and Testing Library
 * asks for one on every node it names (`getByRole(…, { name })`), each time the DOM has changed: with the ~1,000
 * rules MUI writes, that was 44 % of a form test's time (the cart configuration file: 73 s → 28 s without it).
 * Emotion's rules are cut down to these properties as they are inserted; everything that decides what a user can
 * see or reach stays exact (display, visibility, opacity, pointer-events), with the few a test checks by name.
 * A test that reads another property finds it empty: add it here.
 */
import { StyleSheet } from '@emotion/sheet';

const READ = [
  // Testing Library, jest-dom's toBeVisible and user-event's pointer-events check.
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  // Checked by name in component tests (position, width and overflow: text shown to screen readers only).
  'white-space',
  'text-align',
  'min-height',
  'height',
  'max-width',
  'overflow-y',
  'color',
  'background-color',
  'font-weight',
  'position',
  'width',
  'overflow',
];
const kept = new RegExp(`^\\s*(${READ.join('|')})\\s*:`);

/** `.css-x{a:1;b:2;}`, `@media (…){.css-x{…}}`: each innermost block keeps only the declarations read. */
export function leanRule(rule: string): string | undefined {
  const lean = rule.replace(
    /\{([^{}]*)\}/g,
    (_, body: string) =>
      `{${body
        .split(';')
        .filter((declaration) => kept.test(declaration))
        .join(';')}}`,
  );
  return /\{[^{}]+\}/.test(lean) ? lean : undefined;
}

// One patch per module instance: the `dom` project shares its modules between files.
const sheet = StyleSheet.prototype as StyleSheet & { leanStyles?: true };
if (!sheet.leanStyles) {
  const insert = sheet.insert;
  sheet.leanStyles = true;
  sheet.insert = function (this: StyleSheet, rule: string) {
    const lean = leanRule(rule);
    if (lean) insert.call(this, lean);
  };
}
