// The form kit (`remote-kit/form`): fields, their errors, alerts, the submit button and the
// hooks every remote's forms are made of, with their CSS Module and their texts. A remote's
// i18n.ts merges `formTextsFor(NAMESPACE)` into its namespace under `form`.
export { CheckboxField } from './checkbox-field';
export { type ChangePasswordFormProps, ChangePasswordForm } from './change-password-form';
export { EmailField } from './email-field';
export { type EmailPasswordFormProps, EmailPasswordForm } from './email-password-form';
export { examplePassword } from './example-password';
export { FieldErrorList } from './field-error-list';
export { type FormAlertTone, FormAlert } from './form-alert';
export { FormErrorsAlert } from './form-errors-alert';
export { type ControlProps, type FieldFrameProps, type TextControlFieldProps, FormField } from './form-field';
export { FormStatus } from './form-status';
export { formTextsFor, useFormText } from './form-texts';
export { Form } from './form';
export { NewPasswordFields } from './new-password-fields';
export { PasswordField } from './password-field';
export { RequestProblemAlert } from './request-problem-alert';
export { SignedInNotice } from './signed-in-notice';
export { type RequestProblem, requestProblemOf } from './request-problem';
export { type SplitErrors, allMessages, splitErrors } from './split-errors';
export { SubmitButton } from './submit-button';
export { type TextAreaFieldProps, TextAreaField } from './text-area-field';
export { type TextFieldProps, TextField } from './text-field';
export { useExamplePassword } from './use-example-password';
export { type FieldErrorsApi, useFieldErrors } from './use-field-errors';
export { fieldsToClear } from './fields-to-clear';
export { type SignInFormOptions, type SignInSubmit, useSignInForm } from './use-sign-in-form';
export { useFocusFirstInvalid } from './use-focus-first-invalid';
export { type FormValuesApi, type FormValuesOptions, useFormValues } from './use-form-values';
export { default as formStyles } from './form.module.css';
