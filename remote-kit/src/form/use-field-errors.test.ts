import { act, renderHook } from '@testing-library/react';
import { useFieldErrors } from './use-field-errors';

describe('useFieldErrors', () => {
  it("shows a field's messages until the customer edits that field, the others until the next submit", () => {
    const { result } = renderHook(() => useFieldErrors<'email' | 'name'>());
    const errors = { fields: { email: ['Taken'], name: ['Too long'] }, form: { auth: ['Slow down'] } };
    act(() => result.current.show(errors));
    act(() => result.current.edited('name'));

    expect(result.current.of('email')).toEqual(['Taken']);
    expect(result.current.of('name')).toBeUndefined();
    expect(result.current.form).toEqual({ auth: ['Slow down'] });
    // The submit's object, unchanged by the edit: focus moves after a submit only.
    expect(result.current.submitted).toBe(errors);

    act(() => result.current.show({ fields: { name: ['Required'] }, form: {} }));
    expect(result.current.of('name')).toEqual(['Required']);
    act(() => result.current.show(undefined));
    expect(result.current.of('name')).toBeUndefined();
  });
});
