import { describe, expect, it } from 'vitest';
import { truncateUsername } from './truncate-username';

describe('truncateUsername', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateUsername('anna')).toBe('anna');
    expect(truncateUsername('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('cuts longer names to 18 characters and an ellipsis', () => {
    const cut = truncateUsername('bibliotekarie.stockholm');
    expect(cut).toBe('bibliotekarie.stoc…');
    expect([...cut]).toHaveLength(19);
    expect(truncateUsername('a'.repeat(21))).toBe(`${'a'.repeat(18)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = `${'å'.repeat(17)}😀😀😀`;
    expect(truncateUsername(name)).toBe(name);
    expect(truncateUsername(`${'😀'.repeat(21)}`)).toBe(`${'😀'.repeat(18)}…`);
  });
});
