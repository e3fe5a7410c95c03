import { useCallback, useEffect, useState } from 'react';

/**
 * Moves the focus to an element by id once React has committed the render that a state change starts, and so after
 * a closing <dialog> has given the focus back to its opener (useModalDialog closes it in a layout effect). A timer
 * or an animation frame can run before that commit on a busy page and lose the focus to the opener.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | undefined>();
  useEffect(() => {
    if (!target) return;
    document.getElementById(target.id)?.focus();
    setTarget(undefined);
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}
