import { staffReturnPath, staffSignInPath } from './sign-in-path';

describe('the staff sign-in’s return path', () => {
  it('carries the back-office page to come back to', () => {
    expect(staffSignInPath('/backoffice/orders?status=SEND&page=2')).toBe(
      '/backoffice/login?return_to=%2Fbackoffice%2Forders%3Fstatus%3DSEND%26page%3D2',
    );
    expect(staffReturnPath('?return_to=%2Fbackoffice%2Fdiscountcodes')).toBe('/backoffice/discountcodes');
  });

  it('goes to /backoffice otherwise: no path, a storefront page, another site, a sign-in page', () => {
    expect(staffSignInPath(undefined)).toBe('/backoffice/login');
    expect(staffSignInPath('/backoffice/login')).toBe('/backoffice/login');
    expect(staffReturnPath('')).toBe('/backoffice');
    expect(staffReturnPath('?return_to=%2Fcart')).toBe('/backoffice');
    expect(staffReturnPath('?return_to=%2F%2Fevil.example%2Fbackoffice')).toBe('/backoffice');
    expect(staffReturnPath('?return_to=%2Fbackoffice%2Fregister%2Fa%2Fb')).toBe('/backoffice');
    expect(staffReturnPath('?return_to=%2Fbackofficeevil')).toBe('/backoffice');
  });
});
