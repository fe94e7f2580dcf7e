import { Mail } from 'lucide-react';
import { Badge } from '../ui/badge';
import { paragraphsOf } from '../../lib/paragraphs';

/**
 * The letter's text as its recipient reads it, shared by the wizard's preview, the sender's own view and the
 * recipient's letter: paragraphs as written, or a note when there is none.
 */
export function LetterParagraphs({ content, emptyText }: { content: string; emptyText: string }) {
  const paragraphs = paragraphsOf(content);
  if (paragraphs.length === 0) return <p className="text-muted-foreground italic">{emptyText}</p>;
  return (
    <div className="grid gap-4">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Who signs the letter, as its recipient sees it: name, custom title and address, or only 'Anónimo'. */
export function LetterSender({
  isAnonymous,
  name,
  customTitle,
  email,
  anonymous,
}: {
  isAnonymous: boolean;
  name: string | null;
  customTitle: string | null;
  email: string | null;
  /** The word for an unsigned letter, in the reader's language. */
  anonymous: string;
}) {
  if (isAnonymous) return <Badge variant="secondary">{anonymous}</Badge>;
  return (
    <>
      <span className="font-medium break-words">{name ?? anonymous}</span>
      {customTitle ? <span className="text-muted-foreground italic">{customTitle}</span> : null}
      {email ? (
        <Badge variant="soft" className="max-w-full">
          <Mail aria-hidden />
          <span className="truncate">{email}</span>
        </Badge>
      ) : null}
    </>
  );
}
