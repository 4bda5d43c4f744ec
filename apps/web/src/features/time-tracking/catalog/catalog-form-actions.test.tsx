import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { CatalogFormActions } from './catalog-form-actions.tsx';

function Harness({ editing, onDelete }: { editing: boolean; onDelete: () => void }) {
  const [archived, setArchived] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <form>
      <CatalogFormActions
        editing={editing}
        archived={archived}
        onArchivedChange={setArchived}
        confirming={confirming}
        onConfirmingChange={setConfirming}
        confirmText="Delete this client?"
        deleting={false}
        onDelete={onDelete}
        saving={false}
        onCancel={() => {}}
      />
    </form>
  );
}

describe('CatalogFormActions', () => {
  it('offers no archive switch or delete while adding', async () => {
    await renderScreen(<Harness editing={false} onDelete={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes only after the confirmation step', async () => {
    const onDelete = vi.fn();
    await renderScreen(<Harness editing onDelete={onDelete} />);
    expect(await screen.findByRole('switch')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText('Delete this client?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
