/**
 * Where a person writes to us, a real mailbox: the payment pages name it, and so does every refusal a person
 * cannot mend alone (a suspended account).
 */
export const SUPPORT_EMAIL = 'soporte@legado.app';
