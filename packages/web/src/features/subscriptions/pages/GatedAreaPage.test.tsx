import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import GatedAreaPage from './GatedAreaPage';

describe('GatedAreaPage (issue 13 item 20)', () => {
  it('says plainly that the area is coming, never that it is included in the plan', () => {
    render(<GatedAreaPage module="fundraising" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising smartlists' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Included in your plan|gives you access/);
  });

  it('says it in Spanish too', async () => {
    await i18n.changeLanguage('es');
    try {
      render(<GatedAreaPage module="sharedRooms" />);
      expect(screen.getByText('Próximamente')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Incluido en tu plan/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
