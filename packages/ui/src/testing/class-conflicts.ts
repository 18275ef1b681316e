import { twMerge } from 'tailwind-merge';

/**
 * Tailwind utilities that fight over one property on the same element (`px-4` and `px-2`,
 * `bg-white` and `bg-transparent`). `cn` only joins class names, so such a pair would be settled
 * by the stylesheet's order, not by which came last: components and their callers must never
 * produce one. tailwind-merge, which knows every utility's property, is the judge here, in tests
 * only, so the site ships without it.
 */
export type ClassConflict = {
  /** The element's class attribute. */
  classes: string;
  /** The utilities a later one on the same property would override. */
  overridden: string[];
};

/** The conflicts in one class attribute, or undefined when every utility has its own property. */
export function classConflict(classes: string): ClassConflict | undefined {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes).split(/\s+/));
  const overridden = tokens.filter((token) => !kept.has(token));
  return overridden.length ? { classes, overridden } : undefined;
}

/** Every class attribute in the markup `html` (rendered or prerendered) that has a conflict. */
export function classConflictsInHtml(html: string): ClassConflict[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, classes]) => {
    const conflict = classConflict(decodeEntities(classes ?? ''));
    return conflict ? [conflict] : [];
  });
}

/** Every element under `root` whose class attribute has a conflict. */
export function classConflictsIn(root: ParentNode = document): ClassConflict[] {
  return [...root.querySelectorAll('[class]')].flatMap((element) => {
    const conflict = classConflict(element.getAttribute('class') ?? '');
    return conflict ? [conflict] : [];
  });
}

/** Fails with the list of conflicts under `root`, if any (for an `afterEach` of a test setup). */
export function expectNoClassConflicts(root: ParentNode = document): void {
  const conflicts = classConflictsIn(root);
  if (conflicts.length === 0) return;
  const lines = conflicts.map(
    ({ classes, overridden }) => `  ${overridden.join(' ')} overridden in "${classes}"`,
  );
  throw new Error(`Conflicting Tailwind utilities on one element:\n${lines.join('\n')}`);
}

function decodeEntities(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}
