import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './components/Composer';

const props = {
  askAi: true,
  showToggle: true,
  onAskAiChange: () => {},
  members: [],
  myId: 'me',
  onStop: () => {},
  onTyping: () => {},
};

describe('the composer while the bot answers', () => {
  it("offers Stop for one's own answer, and Send for a question typed while another person's answer streams", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Composer {...props} generating onSend={onSend} />);
    await user.type(screen.getByTestId('assistant-input'), 'And the cap?');
    expect(screen.getByTestId('assistant-stop')).toBeInTheDocument();
    expect(screen.queryByTestId('assistant-send')).not.toBeInTheDocument();

    rerender(<Composer {...props} generating queueable onSend={onSend} />);
    await user.click(screen.getByTestId('assistant-send'));
    expect(onSend).toHaveBeenCalledWith('And the cap?');
    // Nothing typed: Stop again.
    expect(screen.getByTestId('assistant-stop')).toBeInTheDocument();
  });
});
