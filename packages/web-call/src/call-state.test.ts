import { describe, expect, it } from 'vitest';
import { transition } from './call-state';

describe('call-object states (SPEC §4 "Web call client")', () => {
  it('walks new → loading → loaded → joining → joined → left', () => {
    expect(transition('new', 'load')).toBe('loading');
    expect(transition('loading', 'loaded')).toBe('loaded');
    expect(transition('loaded', 'join')).toBe('joining');
    expect(transition('joining', 'joined')).toBe('joined');
    expect(transition('joined', 'leave')).toBe('left');
  });

  it('refuses join while joining or joined', () => {
    expect(transition('joining', 'join')).toBeUndefined();
    expect(transition('joined', 'join')).toBeUndefined();
  });

  it('has nothing to do for leave when left or in error', () => {
    expect(transition('left', 'leave')).toBeUndefined();
    expect(transition('error', 'leave')).toBeUndefined();
  });

  it('fails from any live state', () => {
    expect(transition('joining', 'fail')).toBe('error');
    expect(transition('joined', 'fail')).toBe('error');
    expect(transition('left', 'fail')).toBeUndefined();
  });
});
