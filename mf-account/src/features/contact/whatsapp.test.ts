import { whatsAppErrors, whatsAppPhone, whatsAppUrl } from './whatsapp';

const request = { name: 'Ana García', phonePrefix: '34', phoneNumber: '612 345 678', message: '' };

describe('whatsAppErrors (docs/spec.md §5)', () => {
  it('asks for a name and a phone number, and for nothing else', () => {
    expect(whatsAppErrors(request)).toEqual({});
    expect(whatsAppErrors({ name: ' ', phonePrefix: '', phoneNumber: '', message: '' })).toEqual({
      name: ['contact.whatsApp.nameRequired'],
      phoneNumber: ['contact.whatsApp.phoneNumberRequired'],
    });
  });
});

describe('whatsAppPhone', () => {
  it('writes the prefix with its + before the number', () => {
    expect(whatsAppPhone(request)).toBe('+34 612 345 678');
    expect(whatsAppPhone({ ...request, phonePrefix: '' })).toBe('612 345 678');
  });
});

describe('whatsAppUrl', () => {
  it('opens a chat with the number and the text written', () => {
    expect(whatsAppUrl('34600000001', 'Hola, soy Ana & co.\n¿Tenéis sillas?')).toBe(
      'https://wa.me/34600000001?text=Hola%2C%20soy%20Ana%20%26%20co.%0A%C2%BFTen%C3%A9is%20sillas%3F',
    );
  });
});
