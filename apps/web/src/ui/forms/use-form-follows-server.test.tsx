import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFollowsServer } from './use-form-follows-server.ts';

function useFollowingForm(server: { notes: string; phone: string }) {
  const form = useForm({ mode: 'controlled', initialValues: server });
  useFormFollowsServer(form, server);
  return form;
}

describe('useFormFollowsServer', () => {
  it('shows a newer record in a form nobody has touched', () => {
    const { result, rerender } = renderHook(useFollowingForm, {
      initialProps: { notes: 'old', phone: '1' },
    });
    rerender({ notes: 'changed elsewhere', phone: '1' });
    expect(result.current.getValues()).toEqual({ notes: 'changed elsewhere', phone: '1' });
    expect(result.current.isDirty()).toBe(false);
  });

  it("keeps the editor's typing when the record changes under it", () => {
    const { result, rerender } = renderHook(useFollowingForm, {
      initialProps: { notes: 'old', phone: '1' },
    });
    act(() => result.current.setFieldValue('notes', 'typed, not saved'));
    rerender({ notes: 'old', phone: '2' });
    expect(result.current.getValues()).toEqual({ notes: 'typed, not saved', phone: '1' });
  });

  it('follows the record again once the edits are saved', () => {
    const { result, rerender } = renderHook(useFollowingForm, {
      initialProps: { notes: 'old', phone: '1' },
    });
    act(() => result.current.setFieldValue('notes', '  saved  '));
    act(() => result.current.resetDirty());
    rerender({ notes: 'saved', phone: '1' });
    expect(result.current.getValues()).toEqual({ notes: 'saved', phone: '1' });
  });

  it('leaves the form alone when the same record answers again', () => {
    const { result, rerender } = renderHook(useFollowingForm, {
      initialProps: { notes: 'old', phone: '1' },
    });
    act(() => result.current.setFieldValue('phone', '3'));
    act(() => result.current.resetDirty());
    rerender({ notes: 'old', phone: '1' });
    expect(result.current.getValues()).toEqual({ notes: 'old', phone: '3' });
  });
});
