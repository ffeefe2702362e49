/**
 * The timing rules of the settings page (account.md §5, §9), pinned at one millisecond less
 * with fake timers: a status message stays 5 s (every block's status line), the profile's save
 * button rests 3 s after a press. Through the hook every profile block saves with.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileSave } from '../../site/pages/me/settings/use-profile-save.ts';

describe('settings timing (account.md §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('a status message is still shown at 4,999 ms and gone at 5,000 ms', () => {
    const { result } = renderHook(() => useProfileSave());
    act(() => result.current.refuse('Данные не изменились'));
    expect(result.current.status).toEqual({ text: 'Данные не изменились', tone: 'error' });
    advance(4_999);
    expect(result.current.status?.text).toBe('Данные не изменились');
    advance(1);
    expect(result.current.status).toBeNull();
  });

  it('a newer message starts the 5 s again', () => {
    const { result } = renderHook(() => useProfileSave());
    act(() => result.current.refuse('first'));
    advance(4_000);
    act(() => result.current.refuse('second'));
    advance(4_999);
    expect(result.current.status?.text).toBe('second');
    advance(1);
    expect(result.current.status).toBeNull();
  });

  it('the save button is still disabled at 2,999 ms after a press and free at 3,000 ms', () => {
    const { result } = renderHook(() => useProfileSave());
    expect(result.current.locked).toBe(false);
    act(() => result.current.press());
    expect(result.current.locked).toBe(true);
    advance(2_999);
    expect(result.current.locked).toBe(true);
    advance(1);
    expect(result.current.locked).toBe(false);
  });
});
