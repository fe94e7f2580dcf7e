// A working name: every screen, the footer and the html title read it from here.
export const PRODUCT_NAME = 'Legado';
