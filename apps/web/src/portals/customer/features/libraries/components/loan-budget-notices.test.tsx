import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Language, Library } from '@filmhyllan/contract';
import { appStorage } from '@/lib/storage';
import { renderWithProviders } from '@/test-support/render';
import { LoanBudgetNotices } from './loan-budget-notices';

const texts = {
  library_budget_reached_notice: {
    sv: 'Bibliotekets lån för den här månaden är slut. Nya lån öppnar {date}.',
    fi: 'Kirjaston tämän kuun lainat on käytetty. Uusia lainoja voi tehdä {date} alkaen.',
  },
  customer_budget_reached_notice: {
    sv: 'Du har använt dina lån. Du kan låna igen från {date}.',
    fi: 'Olet käyttänyt lainasi. Voit lainata taas {date} alkaen.',
  },
  dismiss_notice: { sv: 'Dölj meddelandet', fi: 'Piilota ilmoitus' },
  loan_refused_daily_allowance: {
    sv: 'Dagens lån på det här biblioteket är slut. Nya lån från {time} (om {hours} h {minutes} min).',
    en: "Today's loans at this library are used up. New loans from {time} (in {hours} h {minutes} min).",
  },
  loan_refused_weekly_allowance: {
    en: "This week's loans at this library are used up. New loans from {day} {time} (in {hours} h {minutes} min).",
  },
  allowance_loans_left_today: {
    sv: '{count, plural, one {# lån kvar} other {# lån kvar}} i dag på det här biblioteket.',
    en: '{count, plural, one {# loan left} other {# loans left}} today at this library.',
  },
};

const closed: Library = {
  id: 4,
  name: 'Malmö stadsbibliotek',
  country_iso: 'se',
  logo_url: null,
  display_name: 'Malmö stadsbibliotek',
  font_family: null,
  extra_display_names: '',
  library_loan_budget_reached: true,
  customer_loan_budget_reached: true,
  new_loans_date: '2026-11-29',
  new_loans_date_library: '2026-12-01',
  library_allowance: null,
  pin_format: 'digits',
};

function show(library: Library | undefined, language: Language = 'sv') {
  return renderWithProviders(<LoanBudgetNotices library={library} language={language} />, {
    language,
    texts,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  appStorage().remove('dismissedBudgetNotices');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoanBudgetNotices', () => {
  it('says when the library and the patron can borrow again, dates in the page language', async () => {
    await show(closed);
    expect(screen.getByTestId('budget-notice-library').textContent).toContain(
      'Bibliotekets lån för den här månaden är slut. Nya lån öppnar 1 december 2026.',
    );
    expect(screen.getByTestId('budget-notice-customer').textContent).toContain(
      'Du har använt dina lån. Du kan låna igen från 29 november 2026.',
    );
    cleanup();
    await show(closed, 'fi');
    expect(screen.getByTestId('budget-notice-library').textContent).toContain('1. joulukuuta 2026');
  });

  it('shows nothing while the library loads or when it can lend', async () => {
    const { container } = await show(undefined);
    expect(container.textContent).toBe('');
    cleanup();
    await show({ ...closed, library_loan_budget_reached: false, customer_loan_budget_reached: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('dismisses each notice on its own; it stays away on the next page, for that library only', async () => {
    await show(closed);
    const buttons = screen.getAllByRole('button', { name: 'Dölj meddelandet' });
    expect(buttons).toHaveLength(2);
    // Each button is described by its own notice.
    const describedBy = buttons[0]?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Nya lån öppnar');

    fireEvent.click(buttons[0]!);

    expect(screen.queryByTestId('budget-notice-library')).toBeNull();
    expect(screen.getByTestId('budget-notice-customer')).toBeTruthy();
    // Focus moves to the other notice's button rather than being lost.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dölj meddelandet' }));

    cleanup();
    await show(closed);
    expect(screen.queryByTestId('budget-notice-library')).toBeNull();
    expect(screen.getByTestId('budget-notice-customer')).toBeTruthy();
    cleanup();
    await show({ ...closed, id: 9 });
    expect(screen.getByTestId('budget-notice-library')).toBeTruthy();
  });

  it('comes back when its date has come and the budget is spent again', async () => {
    await show(closed);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dölj meddelandet' })[0]!);
    cleanup();

    vi.setSystemTime(new Date(2026, 11, 20, 9, 0));
    await show({ ...closed, new_loans_date_library: '2027-01-01', new_loans_date: null });
    expect(screen.getByTestId('budget-notice-library').textContent).toContain('1 januari 2027');
  });

  it('keeps focus in place after the last notice is dismissed', async () => {
    await show({ ...closed, customer_loan_budget_reached: false });
    const button = screen.getByRole('button', { name: 'Dölj meddelandet' });
    button.focus();
    fireEvent.click(button);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  describe('at a library that paces its budget', () => {
    const open = { ...closed, library_loan_budget_reached: false, customer_loan_budget_reached: false };
    const paced = (allowance: Partial<NonNullable<Library['library_allowance']>>): Library => ({
      ...open,
      library_allowance: {
        pacing: 'daily',
        period_ends_at: '2026-11-22T23:00:00.000Z',
        time_zone: 'Europe/Stockholm',
        loans_left: 0,
        reached: true,
        ...allowance,
      },
    });

    it("says the day's loans are used up, when they open (library time) and in how long", async () => {
      // 20:48 in Stockholm.
      vi.setSystemTime(new Date('2026-11-22T19:48:00Z'));
      await show(paced({}), 'en');
      expect(screen.getByTestId('budget-notice-allowance').textContent).toBe(
        "Today's loans at this library are used up. New loans from 00:00 (in 3 h 12 min).",
      );
      cleanup();
      await show(paced({}), 'sv');
      expect(screen.getByTestId('budget-notice-allowance').textContent).toBe(
        'Dagens lån på det här biblioteket är slut. Nya lån från 00:00 (om 3 h 12 min).',
      );
      // A minute later, a minute less.
      cleanup();
      vi.setSystemTime(new Date('2026-11-22T19:49:00Z'));
      await show(paced({}), 'en');
      expect(screen.getByTestId('budget-notice-allowance').textContent).toContain('(in 3 h 11 min)');
    });

    it("names the day a week's loans open", async () => {
      vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
      await show(paced({ pacing: 'weekly' }), 'en');
      expect(screen.getByTestId('budget-notice-allowance').textContent).toBe(
        "This week's loans at this library are used up. New loans from Monday 23 November 00:00 (in 59 h 0 min).",
      );
    });

    it('says how many loans are left today when few are, and nothing when many are', async () => {
      vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
      await show(paced({ reached: false, loans_left: 2 }), 'en');
      expect(screen.getByTestId('budget-notice-allowance-left').textContent).toBe(
        '2 loans left today at this library.',
      );
      cleanup();
      await show(paced({ reached: false, loans_left: 5 }), 'sv');
      expect(screen.getByTestId('budget-notice-allowance-left').textContent).toBe(
        '5 lån kvar i dag på det här biblioteket.',
      );
      cleanup();
      await show(paced({ reached: false, loans_left: 6 }), 'en');
      expect(screen.queryByTestId('budget-notice-allowance-left')).toBeNull();
      // An amount budget counts money, not loans: no count to give.
      cleanup();
      await show(paced({ reached: false, loans_left: null }), 'en');
      expect(screen.queryByTestId('budget-notice-allowance-left')).toBeNull();
    });
  });
});
