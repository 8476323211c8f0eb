/**
 * A post's date or time as shown: a <time> with its machine-readable moment, or plain text (the
 * "date missing" wording) when the CMS gave none. Shared by the server rendering (PostDate) and
 * the visitor's-locale island (LocalDateTime).
 */
export function PostTimeText({ iso, kind, text }: { iso: string | undefined; kind: 'date' | 'time'; text: string }) {
  return iso ? (
    <time dateTime={iso} data-testid={`post-${kind}`}>
      {text}
    </time>
  ) : (
    <span data-testid={`post-${kind}`}>{text}</span>
  );
}
