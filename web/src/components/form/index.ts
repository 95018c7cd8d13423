export { ConfirmDialog } from './confirm-dialog';
export { Field, type FieldIds } from './field';
export { Form, type SchemaSource, SubmitButton, useZodForm } from './form';
export { FormDialog } from './form-dialog';
export { Honeypot } from './honeypot';
export { ImageField } from './image-field';
export { RatingField } from './rating-field';
export { SelectField } from './select-field';
export { UploadField, type UploadFieldProps } from './upload-field';
