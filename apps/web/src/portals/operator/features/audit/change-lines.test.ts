import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

describe('changeLines', () => {
  it('names each changed field with its value before and after', () => {
    expect(
      changeLines({ patron_limit: 3, loan_period_hours: 48 }, { patron_limit: 5, loan_period_hours: 48 }),
    ).toEqual(['patron_limit: 3 → 5']);
  });

  it('shows a created or removed object with a dash on the empty side', () => {
    expect(changeLines(null, { excluded: true })).toEqual(['excluded: – → true']);
    expect(changeLines({ excluded: true }, null)).toEqual(['excluded: true → –']);
  });
});
