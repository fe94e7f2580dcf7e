// mjml 5 ships no types (and @types/mjml describes mjml 4, whose compiler was synchronous): the one call we make.
declare module 'mjml' {
  export type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  export default function mjml2html(
    markup: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; fonts?: Record<string, string> },
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
