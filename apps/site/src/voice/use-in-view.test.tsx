import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInViewOnce } from './use-in-view';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function Probe({ margin }: { margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInViewOnce(ref, margin);
  return <div ref={ref}>{inView ? 'in view' : 'not yet'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useInViewOnce (the demo loads when the section comes into view)', () => {
  it('turns true once the element intersects, then stops observing', () => {
    const observers: Array<{ callback: Callback; options: unknown; disconnect: () => void }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        observe = vi.fn();
        constructor(
          public callback: Callback,
          public options: unknown,
        ) {
          observers.push(this);
        }
      },
    );
    render(<Probe margin="300px 0px" />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.options).toEqual({ rootMargin: '300px 0px' });
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });
});
