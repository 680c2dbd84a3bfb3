import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LIMITS, PRODUCT } from '@atrium/contract';
import { SlugField } from './SlugField';
import { localSlugState, useSlugCheck, type SlugChecker } from './useSlugCheck';

function Harness({ check }: { check: SlugChecker }) {
  const [slug, setSlug] = useState('');
  const { state } = useSlugCheck(slug, check);
  return (
    <>
      <SlugField value={slug} onChange={setSlug} state={state} />
      <output data-testid="state">{state.kind}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: /workspace name/i });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
/** Lets pending promise callbacks run inside act. */
const flush = () => act(async () => {});

describe('workspace name field (spec 1 §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the server only after typing stops for 140 ms, once, for the last value', async () => {
    const check = vi.fn<SlugChecker>().mockResolvedValue(false);
    render(<Harness check={check} />);
    type('abc');
    act(() => vi.advanceTimersByTime(100));
    type('abcd');
    act(() => vi.advanceTimersByTime(100));
    type('abcde');
    act(() => vi.advanceTimersByTime(LIMITS.workspaceSlugCheckMs - 1));
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0][0]).toBe('abcde');
    await flush();
    expect(screen.getByTestId('state')).toHaveTextContent('available');
    expect(screen.getByText(`abcde${PRODUCT.workspaceDomainSuffix} is available`)).toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses anything but lowercase letters and digits without asking the server', async () => {
    const check = vi.fn<SlugChecker>().mockResolvedValue(false);
    render(<Harness check={check} />);
    for (const bad of ['Acme', 'acme-inc', 'acme inc', 'acmé', 'ac_me']) {
      type(bad);
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByText('Use lowercase letters and digits only')).toBeInTheDocument();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(check).not.toHaveBeenCalled();
  });

  it('shows "This Workspace name is already in use" when the check says taken', async () => {
    const check = vi.fn<SlugChecker>().mockResolvedValue(true);
    render(<Harness check={check} />);
    type('acme');
    act(() => vi.advanceTimersByTime(LIMITS.workspaceSlugCheckMs));
    await flush();
    expect(screen.getByTestId('state')).toHaveTextContent('taken');
    expect(screen.getByText('This Workspace name is already in use')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('is never available under 3 characters and does not ask', () => {
    const check = vi.fn<SlugChecker>().mockResolvedValue(false);
    render(<Harness check={check} />);
    type('ab');
    act(() => vi.advanceTimersByTime(1000));
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('short');
  });

  it('says the name is required once the empty field is left', () => {
    render(<Harness check={vi.fn<SlugChecker>().mockResolvedValue(false)} />);
    expect(screen.queryByText('Workspace name required')).not.toBeInTheDocument();
    fireEvent.blur(field());
    expect(screen.getByText('Workspace name required')).toBeInTheDocument();
  });

  it('ignores a late answer for a value that has since changed', async () => {
    let resolveFirst: (v: boolean) => void = () => undefined;
    const check = vi
      .fn<SlugChecker>()
      .mockImplementationOnce(() => new Promise<boolean>((r) => (resolveFirst = r)))
      .mockResolvedValueOnce(false);
    render(<Harness check={check} />);
    type('taken1');
    act(() => vi.advanceTimersByTime(LIMITS.workspaceSlugCheckMs));
    type('free22');
    act(() => vi.advanceTimersByTime(LIMITS.workspaceSlugCheckMs));
    await flush();
    resolveFirst(true);
    await flush();
    expect(screen.getByTestId('state')).toHaveTextContent('available');
  });
});

describe('localSlugState', () => {
  it('classifies without the server', () => {
    expect(localSlugState('')?.kind).toBe('empty');
    expect(localSlugState('A1')?.kind).toBe('pattern');
    expect(localSlugState('a1')?.kind).toBe('short');
    expect(localSlugState('abc')).toBeNull();
  });
});
