import { describe, expect, it } from 'vitest';
import { seriesLine, titleLabel } from './title-label';
import { librarianTitle } from './titles-fixtures';

const episode = (name: string) =>
  librarianTitle(11, name, { kind: 'episode', group_id: 4, group_name: 'Norrvik', season: 1, episode: 2 });

describe('titleLabel', () => {
  it('names a film by its name', () => {
    expect(titleLabel(librarianTitle(1, 'Örnen'))).toBe('Örnen');
    expect(seriesLine(librarianTitle(1, 'Örnen'))).toBeUndefined();
  });

  it("adds an episode's series and place, unless its name says them already", () => {
    expect(seriesLine(episode('Kuulustelu'))).toBe('Norrvik S1E2');
    expect(titleLabel(episode('Kuulustelu'))).toBe('Kuulustelu (Norrvik S1E2)');
    expect(seriesLine(episode('Norrvik [S1E2]: Kuulustelu'))).toBeUndefined();
    expect(titleLabel(episode('Norrvik [S1E2]: Kuulustelu'))).toBe('Norrvik [S1E2]: Kuulustelu');
  });
});
