import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/**
 * Keeps an edit form in step with the record it edits while never taking the words out of the
 * editor's hands. Open screens refresh themselves when anyone writes to their area
 * (docs/product/notifications.md#screens-that-stay-current), so the record under a form can change
 * while someone is typing: an untouched form shows the new values; a form with edits keeps them,
 * and its save writes what its editor sees.
 *
 * Remounting the form on every answer (a `key` of the query's update time) is the mistake this
 * replaces: it discarded typing whenever the screen refreshed.
 */
export function useFormFollowsServer<Values>(form: UseFormReturnType<Values>, serverValues: Values): void {
  const serialised = JSON.stringify(serverValues);
  const shown = useRef(serialised);
  useEffect(() => {
    if (serialised === shown.current) return;
    shown.current = serialised;
    if (form.isDirty()) return;
    form.setInitialValues(serverValues);
    form.setValues(serverValues);
    // Only the record's content decides; the form object and the values' identity change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialised]);
}
