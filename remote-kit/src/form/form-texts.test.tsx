import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { addNamespace } from 'shared-contracts';
import { renderRemote, setTestLanguage } from '../testing';
import { EmailField } from './email-field';
import { formTextsFor } from './form-texts';
import { RequestProblemAlert } from './request-problem-alert';

const texts = formTextsFor('kit-test');
addNamespace(i18next, 'kit-test', {
  'es-ES': { form: texts['es-ES'] },
  'en-US': { form: texts['en-US'] },
});

describe('the form kit’s texts', () => {
  it('are read from the namespace of the remote that merged them, in its language', () => {
    renderRemote(
      <>
        <EmailField id="kit-test-email" label="Email" value="" onChange={() => undefined} />
        <RequestProblemAlert problem="network" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'nombre@ejemplo.com',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No hemos podido conectar con la tienda. Comprueba tu conexión e inténtalo de nuevo.',
    );
    act(() => setTestLanguage('en-US'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'name@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
  });

  it('have the same keys in both languages', () => {
    expect(Object.keys(texts['en-US']).sort()).toEqual(Object.keys(texts['es-ES']).sort());
  });
});
