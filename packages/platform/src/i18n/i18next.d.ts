import 'i18next';
import type { resources } from './catalogue.ts';

// Spanish is the reference language: a key missing from it is a type error in every server `t()` call.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'errors';
    resources: (typeof resources)['es'];
  }
}
