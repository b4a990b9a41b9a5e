// What other features use of registration: the form (/login-register-checkout shows it beside sign-in).
export { RegisterForm } from './components/register-form';
