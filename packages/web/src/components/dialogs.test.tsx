import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { LIMITS } from '@atrium/contract';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';

describe('ConfirmDialog', () => {
  it("asks 'Are you sure you want to do this?' with Cancel and Confirm", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open onCancel={onCancel} onConfirm={onConfirm} />);
    expect(screen.getByText('Are you sure you want to do this?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps its buttons disabled while the confirmed action runs', async () => {
    let finish: () => void = () => undefined;
    render(<ConfirmDialog open onCancel={vi.fn()} onConfirm={() => new Promise<void>((r) => (finish = r))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});

describe('FormDialog', () => {
  afterEach(() => vi.useRealTimers());

  it("has Cancel and Save, and shows 'Saved' for 3 seconds after a successful save", async () => {
    vi.useFakeTimers();
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <SnackbarProvider>
        <FormDialog open title="Edit" onClose={vi.fn()} onSave={onSave}>
          <input aria-label="field" />
        </FormDialog>
      </SnackbarProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LIMITS.savedToastMs - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it("shows no 'Saved' when the save fails, and takes a custom label", async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('nope'));
    render(
      <FormDialog open title="Edit" onClose={vi.fn()} onSave={onSave} saveLabel="Apply">
        <input aria-label="field" />
      </FormDialog>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('submits on Enter in a field', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <FormDialog open title="Edit" onClose={vi.fn()} onSave={onSave}>
        <input aria-label="field" />
      </FormDialog>,
    );
    await act(async () => fireEvent.submit(screen.getByLabelText('field').closest('form')!));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
