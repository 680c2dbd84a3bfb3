import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../lib/realtime', () => ({
  realtime: { status: 'open', subscribe: () => () => undefined, onStatus: () => () => undefined },
}));
vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyActionError: vi.fn(), errorMessage: vi.fn() }));
vi.mock('./api/chat-api', async (orig) => {
  const real = await orig<typeof import('./api/chat-api')>();
  return {
    ...real,
    chatApi: {
      ...real.chatApi,
      manageUsers: vi.fn(),
      leave: vi.fn(),
      files: vi.fn(),
      userSuggestions: vi.fn(),
      findByMembers: vi.fn(),
      createPrivate: vi.fn(),
      createGroup: vi.fn(),
      messages: vi.fn(),
    },
  };
});

const { notify } = await import('../../lib/notify');
const { ApiError } = await import('../../lib/api-error');
const { chatApi } = await import('./api/chat-api');
const { ConversationSettingsDialog } = await import('./ConversationSettingsDialog');
const { NewConversationPane } = await import('./NewConversationPane');
const { ANN, BO, CONV, ME, conversation, member, renderWithQuery, signIn } = await import('./test-utils');
const api = vi.mocked(chatApi);
const TENANT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

describe('ConversationSettingsDialog', () => {
  beforeEach(() => {
    signIn();
    vi.clearAllMocks();
    api.userSuggestions.mockResolvedValue([]);
  });

  it('lets the owner mark removals with undo and sends them on Confirm', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const c = conversation();
    api.manageUsers.mockResolvedValue({ externalId: CONV, members: [c.members[0], c.members[2]], messages: [] });
    renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={c}
        view="one"
        onLeft={() => undefined}
        onChanged={onChanged}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Remove Me Self' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    expect(screen.getByText('To be removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Ann Lee' }));
    expect(screen.queryByText('To be removed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.manageUsers).toHaveBeenCalledWith(CONV, [], [ANN], false));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Operation successful', 'success'));
    expect(onChanged.mock.calls[0][0].members.map((m: { userExternalId: string }) => m.userExternalId)).toEqual([
      ME,
      BO,
    ]);
  });

  it('shows the server message as a warning on 400 and offers no removal with 2 members or to non-owners', async () => {
    const user = userEvent.setup();
    api.manageUsers.mockRejectedValue(
      new ApiError('VALIDATION_ERROR' as never, 400, 'Only the owner of the conversation may remove members.'),
    );
    const { unmount } = renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={conversation()}
        view="portal"
        onLeft={() => undefined}
        onChanged={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Bo Ek' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Only the owner of the conversation may remove members.', 'warning'),
    );
    expect(api.manageUsers).toHaveBeenCalledWith(CONV, [], [BO], true);
    unmount();
    const two = conversation({ members: [member(ME, 'Me', 'Self', { isOwner: true }), member(ANN, 'Ann', 'Lee')] });
    renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={two}
        view="one"
        onLeft={() => undefined}
        onChanged={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('refuses to leave a 2-person chat without calling the server, and hides leave and add when read only', async () => {
    const user = userEvent.setup();
    const two = conversation({ members: [member(ME, 'Me', 'Self', { isOwner: true }), member(ANN, 'Ann', 'Lee')] });
    const { unmount } = renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={two}
        view="one"
        onLeft={() => undefined}
        onChanged={() => undefined}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Leave chat' }));
    expect(notify).toHaveBeenCalledWith('You cannot leave a conversation with 2 or fewer members.', 'warning');
    expect(api.leave).not.toHaveBeenCalled();
    unmount();
    renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={conversation({ readOnly: true })}
        view="one"
        onLeft={() => undefined}
        onChanged={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add people' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.queryByRole('button', { name: 'Leave chat' })).not.toBeInTheDocument();
  });

  it('leaves a larger chat after confirmation', async () => {
    const user = userEvent.setup();
    const onLeft = vi.fn();
    api.leave.mockResolvedValue({ left: true });
    renderWithQuery(
      <ConversationSettingsDialog
        open
        onClose={() => undefined}
        conversation={conversation()}
        view="one"
        onLeft={onLeft}
        onChanged={() => undefined}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Leave chat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this chat?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave chat' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalled());
    expect(api.leave).toHaveBeenCalledWith(CONV);
  });
});

describe('NewConversationPane', () => {
  beforeEach(() => {
    signIn();
    vi.clearAllMocks();
    api.userSuggestions.mockResolvedValue([]);
  });

  const ann = {
    externalId: ANN,
    fullName: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@x.y',
    isAtriumEmployee: false,
  };
  const bo = {
    externalId: BO,
    fullName: 'Bo Ek',
    firstName: 'Bo',
    lastName: 'Ek',
    email: 'bo@x.y',
    isAtriumEmployee: true,
  };

  it('previews a beginning line when no conversation has exactly these people, then creates a private chat', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    api.findByMembers.mockRejectedValue(new ApiError('NOT_FOUND' as never, 404, 'Not found'));
    const created = conversation({ conversationType: 'PRIVATE' });
    api.createPrivate.mockResolvedValue(created);
    renderWithQuery(<NewConversationPane tenantExternalId={TENANT} initialRecipients={[ann]} onCreated={onCreated} />);
    expect(await screen.findByText('This is the beginning of your conversation with Ann Lee.')).toBeInTheDocument();
    expect(api.findByMembers).toHaveBeenCalledWith([ANN], TENANT);
    await user.type(screen.getByRole('combobox', { name: 'Message' }), 'Hi Ann{Enter}');
    await waitFor(() => expect(api.createPrivate).toHaveBeenCalledWith(ANN, TENANT, 'Hi Ann'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it('creates an unnamed group (titled per reader by the server) when there are several', async () => {
    const user = userEvent.setup();
    api.findByMembers.mockRejectedValue(new ApiError('NOT_FOUND' as never, 404, 'Not found'));
    api.createGroup.mockResolvedValue(conversation());
    renderWithQuery(
      <NewConversationPane tenantExternalId={TENANT} initialRecipients={[ann, bo]} onCreated={() => undefined} />,
    );
    await screen.findByText('This is the beginning of your conversation with Ann Lee and Bo Ek.');
    await user.type(screen.getByRole('combobox', { name: 'Message' }), 'Hello both{Enter}');
    await waitFor(() => expect(api.createGroup).toHaveBeenCalledWith(TENANT, null, [ANN, BO], 'Hello both'));
  });
});
