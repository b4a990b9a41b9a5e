import { act, renderHook } from '@testing-library/react';
import { useFormValues } from './use-form-values';

describe('useFormValues', () => {
  it('shows each initial value until the customer changes it, following it meanwhile', () => {
    const { result, rerender } = renderHook(({ email }) => useFormValues({ email, name: '' }), {
      initialProps: { email: '' },
    });
    rerender({ email: 'ana@example.com' });
    expect(result.current.values).toEqual({ email: 'ana@example.com', name: '' });

    act(() => result.current.text('email').onChange('eva@example.com'));
    rerender({ email: 'other@example.com' });
    expect(result.current.values.email).toBe('eva@example.com');
    expect(result.current.text('email')).toMatchObject({ name: 'email', value: 'eva@example.com' });
  });

  it('puts cleared fields back to their initial value, and tells of every change', () => {
    const onSet = jest.fn();
    const initial: { password: string; rememberMe: boolean } = { password: '', rememberMe: false };
    const { result } = renderHook(() => useFormValues(initial, { onSet }));
    act(() => {
      result.current.set('password', 'Secret1');
      result.current.set('rememberMe', true);
    });
    expect(onSet.mock.calls).toEqual([['password'], ['rememberMe']]);
    act(() => result.current.clear(['password']));
    expect(result.current.values).toEqual({ password: '', rememberMe: true });
  });
});
