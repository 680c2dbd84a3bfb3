import { describe, expect, it, vi, beforeEach } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_LIMITS } from '@atrium/contract';

// The machine is shared: give async queries room without asserting any timing.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyActionError: vi.fn(), errorMessage: vi.fn() }));
vi.mock('./api/chat-api', async (orig) => {
  const real = await orig<typeof import('./api/chat-api')>();
  return { ...real, chatApi: { ...real.chatApi, userSuggestions: vi.fn().mockResolvedValue([]) } };
});

const { notify } = await import('../../lib/notify');
const { Composer } = await import('./Composer');
const { ANN, BO, ME, member, renderWithQuery, signIn } = await import('./test-utils');

const members = [member(ME, 'Me', 'Self'), member(ANN, 'Ann', 'Lee'), member(BO, 'Bo', 'Ek')];

function setup(onSend = vi.fn().mockResolvedValue(undefined), view: 'one' | 'portal' = 'one') {
  signIn();
  renderWithQuery(
    <Composer view={view} tenantExternalId="dddddddd-dddd-4ddd-8ddd-dddddddddddd" members={members} onSend={onSend} />,
  );
  return {
    onSend,
    box: screen.getByRole('combobox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('Composer', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('keeps Send disabled for blank text, sends on Enter and breaks the line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const { onSend, box, send } = setup();
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second');
    expect(box).toHaveValue('first line\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toEqual({ text: 'first line\nsecond', files: [], mentions: [] });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('inserts a picked member as a mention and sends the markup', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    await user.type(box, 'Hi @an');
    const option = await screen.findByRole('option', { name: /Ann Lee/ });
    expect(screen.queryByRole('option', { name: /Me Self/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(box).toHaveValue('Hi @Ann Lee ');
    await user.type(box, 'look{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toMatchObject({ text: `Hi @[Ann Lee](${ANN}) look`, mentions: [ANN] });
  });

  it('picks a mention with the keyboard', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    await user.type(box, '@');
    await screen.findByRole('option', { name: /Ann Lee/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('@Bo Ek ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSend.mock.calls[0][0].text).toBe(`@[Bo Ek](${BO})`));
  });

  it('refuses a file of 10 MB or more and sends a file without text as null text', async () => {
    const { onSend, send } = setup();
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: CHAT_LIMITS.attachmentMaxBytes });
    const small = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [big, small] } });
    expect(notify).toHaveBeenCalledWith('huge.pdf exceeded max size allowed (10 MB)', 'warning');
    expect(screen.getByText(/notes\.txt/)).toBeInTheDocument();
    expect(screen.queryByText(/huge\.pdf \(/)).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0][0]).toEqual({ text: null, files: [small], mentions: [] });
  });

  it('accepts a file one byte under the limit (the API takes the same sizes: isChatAttachmentTooLarge)', () => {
    setup();
    const fits = new File(['x'], 'fits.pdf');
    Object.defineProperty(fits, 'size', { value: CHAT_LIMITS.attachmentMaxBytes - 1 });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [fits] } });
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByText(/fits\.pdf/)).toBeInTheDocument();
  });

  it('says so when a paste is cut at the maximum and counts the characters near it', () => {
    const { box } = setup();
    expect(screen.queryByTestId('chat-char-counter')).not.toBeInTheDocument();
    fireEvent.paste(box, { clipboardData: { getData: () => 'x'.repeat(12_000) } });
    expect(notify).toHaveBeenCalledWith(
      'The pasted text was cut to 10,000 characters, the most a message can hold.',
      'warning',
    );
    fireEvent.change(box, { target: { value: 'x'.repeat(CHAT_LIMITS.messageMaxChars) } });
    expect(screen.getByTestId('chat-char-counter')).toHaveTextContent('10,000 / 10,000');
    vi.mocked(notify).mockClear();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.paste(box, { clipboardData: { getData: () => 'short' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the draft when sending fails', async () => {
    const user = userEvent.setup();
    const { box } = setup(vi.fn().mockRejectedValue(new Error('down')));
    await user.type(box, 'try again{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(box).toHaveValue('try again');
  });
});
