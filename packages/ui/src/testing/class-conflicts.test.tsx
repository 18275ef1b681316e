import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/button';
import {
  classConflict,
  classConflictsIn,
  classConflictsInHtml,
  expectNoClassConflicts,
} from './class-conflicts';

afterEach(() => document.body.replaceChildren());

describe('class conflicts (cn joins; conflicting utilities are refused in tests)', () => {
  it('names the utilities a later one on the same property overrides', () => {
    expect(classConflict('px-4 py-2 px-10')).toEqual({
      classes: 'px-4 py-2 px-10',
      overridden: ['px-4'],
    });
    expect(classConflict('p-4 px-2')).toBeUndefined(); // a side over the whole: CSS settles it
    expect(classConflict('text-sm text-white font-semibold hover:bg-white/10 bg-white')).toBe(
      undefined,
    );
  });

  it("finds a caller's class that fights a component's own", () => {
    const { container } = render(<Button className="px-10">Go</Button>);
    expect(classConflictsIn(container)).toEqual([
      expect.objectContaining({ overridden: ['px-4'] }),
    ]);
    expect(() => expectNoClassConflicts(container)).toThrow(/px-4 overridden in "/);
    container.remove();
  });

  it('reads class attributes from markup, entities decoded', () => {
    expect(
      classConflictsInHtml(
        '<a class="[&amp;_svg]:size-4 h-8"></a><b class="h-8 h-10"></b><i class="mt-2"></i>',
      ),
    ).toEqual([{ classes: 'h-8 h-10', overridden: ['h-8'] }]);
  });
});
