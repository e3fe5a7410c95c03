import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ListboxSelect, type SelectGroup } from './listbox-select';

const groups: SelectGroup<number>[] = [
  { id: 'yours', label: 'Dina bibliotek', options: [{ id: 'own-3', value: 3, label: 'Örebro' }] },
  {
    id: 'all',
    label: 'Alla bibliotek',
    options: [
      { id: 'a-1', value: 1, label: 'Borås' },
      { id: 'a-2', value: 2, label: 'Malmö' },
      { id: 'a-2-0', value: 2, label: 'Limhamn', indent: true },
      { id: 'a-4', value: 4, label: 'Malung' },
      { id: 'a-3', value: 3, label: 'Örebro' },
    ],
  },
];

function setup(value?: number) {
  const onChange = vi.fn();
  render(
    <ListboxSelect
      label="Bibliotek"
      placeholder="Välj bibliotek"
      groups={groups}
      value={value}
      onChange={onChange}
    />,
  );
  const combobox = screen.getByRole('combobox');
  const activeLabel = () => {
    const id = combobox.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { onChange, combobox, activeLabel };
}

afterEach(cleanup);

describe('ListboxSelect', () => {
  it('is a labelled, collapsed combobox showing the placeholder', () => {
    const { combobox } = setup();
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toContain('Välj bibliotek');
    const labelledBy = combobox.getAttribute('aria-labelledby')?.split(' ') ?? [];
    expect(labelledBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Bibliotek',
      'Välj bibliotek',
    ]);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('opens with ArrowDown, moves, chooses with Enter and closes', () => {
    const { combobox, onChange, activeLabel } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(activeLabel()).toBe('Örebro');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Malmö');
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(2, expect.objectContaining({ label: 'Malmö' }));
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('groups options under labelled groups and marks the selected one', () => {
    const { combobox } = setup(2);
    expect(combobox.textContent).toContain('Malmö');
    fireEvent.click(combobox);
    const group = screen.getByRole('group', { name: 'Alla bibliotek' });
    expect(group).toBeTruthy();
    const selected = screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected.map((o) => o.textContent)).toEqual(['Malmö']);
  });

  it('choosing an indented other name chooses its library', () => {
    const { combobox, onChange } = setup();
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'Limhamn' }));
    expect(onChange).toHaveBeenCalledWith(2, expect.objectContaining({ label: 'Limhamn', indent: true }));
  });

  it('type-ahead finds by prefix, also Nordic letters, and Escape closes without choosing', () => {
    const { combobox, onChange, activeLabel } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'm' });
    fireEvent.keyDown(combobox, { key: 'a' });
    fireEvent.keyDown(combobox, { key: 'l' });
    fireEvent.keyDown(combobox, { key: 'u' });
    expect(activeLabel()).toBe('Malung');
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a menu of 140 to 300 px, scrolling beyond (spec section 9)', () => {
    const { combobox } = setup();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    expect(listbox.style.minHeight).toBe('140px');
    expect(listbox.style.maxHeight).toBe('300px');
  });

  it('Home, End and Page Down move through the list', () => {
    const { combobox, activeLabel } = setup();
    fireEvent.keyDown(combobox, { key: 'End' });
    expect(activeLabel()).toBe('Örebro');
    expect(combobox.getAttribute('aria-activedescendant')).toContain('a-3');
    fireEvent.keyDown(combobox, { key: 'Home' });
    expect(combobox.getAttribute('aria-activedescendant')).toContain('own-3');
    fireEvent.keyDown(combobox, { key: 'PageDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toContain('a-3');
  });
});
