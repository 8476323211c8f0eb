import { format, type Dictionary } from '@/lib/i18n';
import { MESSAGE_MAX_LENGTH } from '@/lib/validation';

/**
 * '{count} of 1000 characters' under a message field, red once it is over the limit, then with
 * the request to shorten it unless the form shows that as its own error (`explainOver` false).
 */
export function CharacterCount({ id, length, text, explainOver = true }: { id: string; length: number; text: Dictionary['forms']['message']; explainOver?: boolean }) {
  const over = length > MESSAGE_MAX_LENGTH;
  return (
    <p id={id} className={`mt-1 text-sm ${over ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`} data-testid="character-count" data-over={over || undefined}>
      {format(text.count, { count: length, max: MESSAGE_MAX_LENGTH })}
      {over && explainOver && ` ${format(text.tooLong, { max: MESSAGE_MAX_LENGTH })}`}
    </p>
  );
}
