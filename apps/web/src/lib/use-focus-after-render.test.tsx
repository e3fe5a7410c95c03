import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { useFocusAfterRender } from './use-focus-after-render';

function Harness() {
  const [open, setOpen] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  return (
    <>
      <h3 id="target" tabIndex={-1}>
        Target
      </h3>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Dialog" onClose={() => setOpen(false)}>
        <button
          onClick={() => {
            setOpen(false);
            focusAfterRender('target');
          }}
        >
          Done
        </button>
      </Modal>
    </>
  );
}

describe('useFocusAfterRender', () => {
  it('focuses the element after the dialog has closed and given the focus back to its opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await act(async () => opener.click());
    await act(async () => screen.getByRole('button', { name: 'Done' }).click());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Target' }));
  });
});
