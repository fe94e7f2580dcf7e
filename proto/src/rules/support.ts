/**
 * Where a person writes to us, a real mailbox: the payment pages name it, and so does every refusal a person
 * cannot mend alone (a suspended account), and the e-mails that say an account was suspended or closed. One constant,
 * not a setting: the web app is built with it too.
 */
export const SUPPORT_EMAIL = 'soporte@legado.app';
