import { describe, expect, it } from 'vitest';
import { GeneralInfo, updateBudget, updateReportSettings } from './librarian';

describe('update_budget', () => {
  const form = {
    budget_type: 'count',
    monthly_budget_loans: '250',
    monthly_budget_cents: '',
    patron_limit: '4',
    patron_limit_period: 'week',
    loan_period_hours: '48',
  };

  it('reads the form, an empty amount meaning not set', () => {
    expect(updateBudget.request.parse(form)).toEqual({
      budget_type: 'count',
      monthly_budget_loans: 250,
      monthly_budget_cents: null,
      patron_limit: 4,
      patron_limit_period: 'week',
      loan_period_hours: 48,
    });
  });

  it('refuses absurd settings', () => {
    for (const bad of [
      { budget_type: 'unlimited' },
      { monthly_budget_loans: '-1' },
      { monthly_budget_loans: '2.5' },
      { monthly_budget_cents: '1e12' },
      { patron_limit: '0' },
      { patron_limit_period: 'year' },
      { loan_period_hours: '10000' },
    ]) {
      expect(updateBudget.request.safeParse({ ...form, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('says it is our design, not a spec call', () => {
    expect(updateBudget.description).toMatch(/designed by us/i);
  });
});

describe('update_report_settings', () => {
  it('takes the tables as a bracketed list of StatisticsTable names, each once', () => {
    const form = { reports_enabled: '1', report_email: ' ', report_tables: '[titles,pacing]' };
    expect(updateReportSettings.request.parse(form)).toEqual({
      reports_enabled: true,
      report_email: null,
      report_tables: ['titles', 'pacing'],
    });
    for (const bad of [
      { report_tables: '[titles,titles]' },
      { report_tables: '[weekly]' },
      { report_email: 'nope' },
    ]) {
      expect(updateReportSettings.request.safeParse({ ...form, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });
});

describe('general info', () => {
  it('refuses a month that is not YYYY-MM', () => {
    const info = {
      library: { id: 4, name: 'Malmö', country_iso: 'se', logo_url: null, currency: 'SEK' },
      budget: {
        budget_type: 'amount',
        monthly_budget_loans: null,
        monthly_budget_cents: 500_000,
        patron_limit: 4,
        patron_limit_period: 'month',
        loan_period_hours: 48,
        alert_email: null,
        budget_pacing: 'none',
      },
      current_month: {
        month: '2025-01',
        loans: 3,
        amount_cents: 12_000,
        patrons: 2,
        remaining_loans: null,
        remaining_cents: 488_000,
        budget_reached: false,
        new_loans_date_library: null,
      },
      top_titles: [{ title_id: 7, name: 'Jakten', loans: 2 }],
      months: [{ month: '2025-01', loans: 3, amount_cents: 12_000 }],
      sushi_customer_id: '4',
      sushi_requestor_id: null,
      sushi_api_key: null,
      reports: { enabled: true, report_email: null, tables: ['daily'], last_report: null },
    };
    expect(GeneralInfo.parse(info)).toEqual(info);
    expect(
      GeneralInfo.safeParse({ ...info, months: [{ month: '2025-13', loans: 0, amount_cents: 0 }] }).success,
    ).toBe(false);
  });
});
