import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

function Email({ errors }: { errors?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="account-test-email"
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={setValue}
      hint="We never share it"
      errors={errors}
    />
  );
}

describe('TextField', () => {
  it('labels its input and reads its help with it', async () => {
    render(<Email />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
    await userEvent.type(input, 'ana@example.com');
    expect(input).toHaveValue('ana@example.com');
  });

  it('lists the server’s errors under the field, marks it invalid and names them', () => {
    render(<Email errors={['Taken', 'Too long']} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Taken Too long');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Taken', 'Too long']);
  });
});

describe('TextAreaField', () => {
  it('is a labelled text of several lines, its errors under it', () => {
    render(
      <TextAreaField
        id="account-test-message"
        label="Message"
        value=""
        onChange={() => undefined}
        errors={['Required']}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Required');
  });
});
