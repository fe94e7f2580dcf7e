// A working name: every screen, the footer and the html title read it from here.
export const PRODUCT_NAME = 'Legado';

// Where people write (the payment error and cancel pages); the bff's texts name the same one.
export { SUPPORT_EMAIL } from '@app/proto/rules/support';
