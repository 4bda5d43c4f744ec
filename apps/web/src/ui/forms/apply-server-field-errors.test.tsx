import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { applyServerFieldErrors } from './apply-server-field-errors.ts';

const refused = (fields: { path: string; message: string }[], status = 400) =>
  new ApiError({
    status,
    code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED',
    message: 'Refused',
    fields,
  });

function useTestForm() {
  return useForm({ initialValues: { name: '', start: '', address: { city: '' } } });
}

describe('applyServerFieldErrors', () => {
  it("puts each named body field's first message on the form field of that name", () => {
    const { result } = renderHook(useTestForm);
    let landed = false;
    act(() => {
      landed = applyServerFieldErrors(
        result.current,
        refused([
          { path: 'body.name', message: 'is taken' },
          { path: 'body.name', message: 'second' },
          { path: 'body.address.city', message: 'unknown city' },
        ]),
      );
    });
    expect(landed).toBe(true);
    expect(result.current.errors).toEqual({ name: 'is taken', 'address.city': 'unknown city' });
  });

  it("maps differently named fields and uses the form's own words when given", () => {
    const { result } = renderHook(useTestForm);
    act(() => {
      applyServerFieldErrors(
        result.current,
        refused([{ path: 'body.startAt', message: 'in the future' }], 409),
        {
          fields: { 'body.startAt': 'start' },
          messages: { start: (message, error) => `${error.status}: ${message}` },
        },
      );
    });
    expect(result.current.errors).toEqual({ start: '409: in the future' });
  });

  it('reports nothing landed for fields the form lacks, other request parts and other errors', () => {
    const { result } = renderHook(useTestForm);
    let landed = true;
    act(() => {
      landed =
        applyServerFieldErrors(result.current, refused([{ path: 'body.other', message: 'x' }])) ||
        applyServerFieldErrors(result.current, refused([{ path: 'params.name', message: 'x' }])) ||
        applyServerFieldErrors(result.current, new Error('offline'));
    });
    expect(landed).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it('shows the message under the input', async () => {
    function Harness() {
      const form = useTestForm();
      return (
        <form
          onSubmit={form.onSubmit(() => {
            applyServerFieldErrors(form, refused([{ path: 'body.name', message: 'is taken' }]));
          })}
        >
          <TextInput label="Name" {...form.getInputProps('name')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    await renderScreen(<Harness />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
