import { render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is disabled and busy while its request is in flight, with the pending label', () => {
    const { rerender } = render(<SubmitButton label="Send" pendingLabel="Sending…" pending />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<SubmitButton label="Send" pendingLabel="Sending…" pending={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('adds a note for screen readers to its name', () => {
    render(<SubmitButton label="Open WhatsApp" note="(opens in a new tab)" pending={false} />);
    expect(screen.getByRole('button', { name: 'Open WhatsApp (opens in a new tab)' })).toBeInTheDocument();
  });

  it('can be disabled with nothing to send, without looking busy', () => {
    render(<SubmitButton label="Change status" pending={false} disabled />);
    const button = screen.getByRole('button', { name: 'Change status' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
