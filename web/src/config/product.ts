// A working name: every screen, the footer and the html title read it from here.
export const PRODUCT_NAME = 'Legado';

// Where people write when a payment goes wrong (the payment error and cancel pages).
export const SUPPORT_EMAIL = 'soporte@legado.app';
