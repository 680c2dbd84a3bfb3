import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activityVisibility } from '@atrium/contract';
import i18n from '../../lib/i18n';
import { ActivityForm } from './components/ActivityForm';

const box = (name: RegExp) => screen.getByRole('checkbox', { name });
const setup = (onSubmit = vi.fn()) => {
  const user = userEvent.setup();
  render(<ActivityForm onSubmit={onSubmit} onSkip={() => {}} onBack={() => {}} />);
  return { user, onSubmit };
};

describe('activityVisibility (spec 1 §5 reveal rules)', () => {
  it('shows tangible assets only for Operating, and its amount only when ticked', () => {
    expect(activityVisibility({ companyType: 'Operating' }).tangibleAssets).toBe(true);
    expect(activityVisibility({ companyType: 'Holding', tangibleAssets: true })).toMatchObject({
      tangibleAssets: false,
      tangibleAssetsAmount: false,
    });
    expect(activityVisibility({ companyType: 'Operating', tangibleAssets: true }).tangibleAssetsAmount).toBe(true);
  });
  it('shows the last-year block with tax assistance, and last-year tangible assets only for Holding', () => {
    expect(activityVisibility({}).lastYearBlock).toBe(false);
    expect(activityVisibility({ taxAssistance: true, lastYearCompanyType: 'Operating' })).toMatchObject({
      lastYearBlock: true,
      lastYearTangibleAssets: false,
    });
    expect(activityVisibility({ taxAssistance: true, lastYearCompanyType: 'Holding' }).lastYearTangibleAssets).toBe(
      true,
    );
  });
});

// MUI under jsdom is slow: a dozen clicks re-render the whole form each time.
const SLOW = 20_000;

describe('<ActivityForm>', () => {
  it(
    'reveals and hides fields as boxes and the company type change',
    async () => {
      const { user } = setup();
      expect(box(/tangible assets/i)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /how many/i })).toBeNull();
      await user.click(box(/foreign shareholders/i));
      expect(screen.getByRole('textbox', { name: /how many/i })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Holding' }));
      expect(screen.queryByRole('checkbox', { name: /tangible assets/i })).toBeNull();

      expect(screen.queryByTestId('last-year-block')).toBeNull();
      await user.click(box(/2022 tax year/i));
      expect(screen.getByTestId('last-year-block')).toBeInTheDocument();
      expect(screen.queryAllByRole('checkbox', { name: /tangible assets/i })).toHaveLength(0);
      const radios = screen.getAllByRole('radio', { name: 'Holding' });
      await user.click(radios[1]);
      expect(screen.getByRole('checkbox', { name: /tangible assets/i })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the spec's messages, requires revealed amounts and the last-year fields, and scrolls to the first invalid field",
    async () => {
      const scrolled: string[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this.getAttribute('name') ?? '');
      };
      const { user, onSubmit } = setup();
      await user.click(box(/international subsidiaries/i));
      await user.click(box(/2022 tax year/i));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(scrolled[0]).toBe('expenses');

      await user.type(screen.getByRole('textbox', { name: /estimated 2023 expenses/i }), 'abc');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.getByText('This field must be a number')).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'never lets the states stepper go below 0',
    async () => {
      const { user } = setup();
      const minus = screen.getAllByRole('button', { name: 'Decrease' })[0];
      expect(minus).toBeDisabled();
      await user.click(screen.getAllByRole('button', { name: 'Increase' })[0]);
      expect(screen.getByRole('textbox', { name: /states with employees/i })).toHaveValue('1');
      await user.click(minus);
      expect(screen.getByRole('textbox', { name: /states with employees/i })).toHaveValue('0');
      expect(minus).toBeDisabled();
    },
    SLOW,
  );

  it(
    'submits parsed numbers, and drops a hidden amount typed before its box was unticked',
    async () => {
      const { user, onSubmit } = setup();
      await user.type(screen.getByRole('textbox', { name: /estimated 2023 expenses/i }), '1500');
      await user.type(screen.getByRole('textbox', { name: /bookkeeping today/i }), 'Me');
      await user.click(box(/foreign bank accounts/i));
      await user.type(screen.getByRole('textbox', { name: /how many/i }), 'oops');
      await user.click(box(/foreign bank accounts/i));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0][0]).toMatchObject({
        expenses: 1500,
        statesWithEmployees: 0,
        bookkeeper: 'Me',
        foreignAccounts: false,
        foreignAccountsAmount: null,
      });
    },
    SLOW,
  );

  it(
    'shows the messages in Spanish',
    async () => {
      await i18n.changeLanguage('es');
      try {
        const { user } = setup();
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(2));
      } finally {
        await i18n.changeLanguage('en');
      }
    },
    SLOW,
  );
});
