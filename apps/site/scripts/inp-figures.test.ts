import { type EventTimingEntry, inpFigures, interactionToNextPaint } from './inp-figures';

const entry = (name: string, duration: number, interactionId: number): EventTimingEntry => ({
  name,
  duration,
  interactionId,
  startTime: 600,
});

describe('interactionToNextPaint', () => {
  it("takes each interaction's longest event, then the longest interaction", () => {
    expect(
      interactionToNextPaint([
        entry('pointerdown', 40, 7),
        entry('pointerup', 24, 7),
        entry('click', 112, 7),
        entry('pointerover', 300, 0),
        entry('keydown', 64, 9),
      ]),
    ).toBe(112);
  });

  it('has no figure when no interaction was reported', () => {
    expect(interactionToNextPaint([entry('pointermove', 80, 0)])).toBeUndefined();
    expect(interactionToNextPaint([])).toBeUndefined();
  });
});

describe('inpFigures', () => {
  const tap = (visits: { inpMs?: number; effectMs?: number }[], id = 'menu') => ({
    id,
    what: `the ${id}`,
    route: '/',
    visits: visits.map((visit) => ({ tappedAtMs: 650, ...visit }) as never),
  });

  it("gives each tap's median INP and the route's longest, against 200 ms", () => {
    const figures = inpFigures('INP', [
      tap([
        { inpMs: 104, effectMs: 400 },
        { inpMs: 120, effectMs: 380 },
        { inpMs: 96, effectMs: 410 },
      ]),
      tap([{ inpMs: 184, effectMs: 70 }], 'orb'),
    ]);
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure]));
    expect(byId['inp:/:menu']).toMatchObject({ value: 104, target: { op: '<=', value: 200 } });
    expect(byId['inp:/:menu:effect']).toMatchObject({
      value: 400,
      unit: 'ms',
      target: { op: '<=', value: 300 },
    });
    expect(byId['inp:/:menu:tapped-at']).toMatchObject({ value: 650 });
    expect(byId['inp:/']).toMatchObject({ value: 184, target: { value: 200 } });
    expect(figures.every((figure) => figure.kind === 'benchmark')).toBe(true);
  });

  it('keeps the figures of a second pass apart by their prefix', () => {
    const ids = inpFigures(
      'INP ×6',
      [tap([{ inpMs: 90, effectMs: 200 }])],
      'inp:reference-host',
    ).map((figure) => figure.id);
    expect(ids).toEqual([
      'inp:reference-host:/:menu',
      'inp:reference-host:/:menu:tapped-at',
      'inp:reference-host:/:menu:effect',
      'inp:reference-host:/',
    ]);
  });

  it('counts a tap whose events all stayed under 16 ms as 0 ms', () => {
    const [inp] = inpFigures('INP', [tap([{ effectMs: 30 }])]);
    expect(inp?.value).toBe(0);
  });

  it('gives no INP for a tap whose effect never showed, and says so', () => {
    const figures = inpFigures('INP', [tap([{ inpMs: 50, effectMs: 90 }, { inpMs: 40 }])]);
    expect(figures[0]?.value).toBeNaN();
    expect(figures[0]?.note).toBe('no effect within the wait in 1 of 2 visits');
    expect(figures.find((figure) => figure.id === 'inp:/')).toBeUndefined();
  });
});
