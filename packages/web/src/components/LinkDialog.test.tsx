import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import i18n from '../lib/i18n';
import { LinkDialog } from './LinkDialog';

function setup(props: Partial<Parameters<typeof LinkDialog>[0]> = {}) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <SnackbarProvider>
      <LinkDialog open onClose={onClose} onSave={onSave} {...props} />
    </SnackbarProvider>,
  );
  return { onSave: (props.onSave as typeof onSave) ?? onSave, onClose };
}

describe('LinkDialog', () => {
  it('saves a name and the address with https:// prepended, then closes', async () => {
    const { onSave, onClose } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Investor deck ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Web address' }), 'docsend.com/view/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Investor deck', url: 'https://docsend.com/view/abc' });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses javascript:, credentials and an empty name without calling, and says why', async () => {
    const { onSave, onClose } = setup();
    const url = screen.getByRole('textbox', { name: 'Web address' });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Only web addresses starting with http:// or https:// can be added')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(url);
    await userEvent.type(url, 'https://admin:pw@example.com');
    await userEvent.tab();
    expect(screen.getByText('A web address with a user name or password cannot be added')).toBeInTheDocument();
  });

  it('edits a link from its current values', async () => {
    const { onSave } = setup({ initial: { name: 'Old', url: 'https://old.example.com/' } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Old');
    const url = screen.getByRole('textbox', { name: 'Web address' });
    await userEvent.clear(url);
    await userEvent.type(url, 'new.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Old', url: 'https://new.example.com/' });
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      setup();
      await userEvent.type(screen.getByRole('textbox', { name: 'Dirección web' }), 'file:///etc/passwd');
      await userEvent.click(screen.getByRole('button', { name: 'Añadir enlace' }));
      expect(screen.getByText('Escribe un nombre')).toBeInTheDocument();
      expect(
        screen.getByText('Solo se pueden añadir direcciones web que empiecen por http:// o https://'),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
