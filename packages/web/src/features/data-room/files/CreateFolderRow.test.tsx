import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateFolderRow } from './CreateFolderRow';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify }));

describe('Create Folder row (spec 3 §2.4, §4)', () => {
  it('an empty name warns and makes no call; Enter creates with the trimmed name', async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(
      <ul>
        <CreateFolderRow level={0} onCreate={onCreate} onCancel={vi.fn()} />
      </ul>,
    );
    const input = screen.getByPlaceholderText('Name...');
    await userEvent.type(input, '   {Enter}');
    expect(notify).toHaveBeenCalledWith('Folder name cannot be empty', 'warning');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' Board pack {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Board pack');
  });

  it('Escape and an outside click cancel', async () => {
    const onCancel = vi.fn();
    render(
      <div>
        <button type="button">outside</button>
        <ul>
          <CreateFolderRow level={1} onCreate={vi.fn()} onCancel={onCancel} />
        </ul>
      </div>,
    );
    await userEvent.type(screen.getByPlaceholderText('Name...'), 'x{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
