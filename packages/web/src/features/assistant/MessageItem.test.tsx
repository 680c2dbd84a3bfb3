import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssistantMessage } from '@atrium/contract';
import { MessageItem } from './components/MessageItem';
import { assistantMessage } from './test-utils';

const base = assistantMessage({
  user: { externalId: 'u1', firstName: 'Olivia', lastName: 'Acme' } as AssistantMessage['user'],
  isBotMessage: false,
});

describe('an assistant conversation message', () => {
  it('shows a member added to the chat as a line, not as an empty bubble of the person who added him', () => {
    render(
      <MessageItem
        message={{ ...base, messageFragments: [{ type: 'INVITED_USERS', content: ['Max Acme'] }] }}
        myId="me"
      />,
    );
    expect(screen.getByText('Max Acme joined the conversation.')).toBeInTheDocument();
    expect(screen.queryByTestId('assistant-message')).not.toBeInTheDocument();
  });

  it("shows a person's question in a bubble under the name", () => {
    render(<MessageItem message={{ ...base, message: 'What about pro-rata?' }} myId="me" />);
    expect(screen.getByTestId('assistant-message')).toHaveTextContent('Olivia Acme');
    expect(screen.getByTestId('assistant-message-body')).toHaveTextContent('What about pro-rata?');
  });
});
