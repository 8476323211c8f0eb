import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

describe('shareLinks', () => {
  it('builds WhatsApp (title + URL), Facebook (URL) and LinkedIn (URL + title) links', () => {
    const links = shareLinks('https://www.example.org/blogs/red-eye/', 'Red eye: when to worry & when to wait');
    expect(links).toEqual({
      whatsapp: 'https://wa.me/?text=Red%20eye%3A%20when%20to%20worry%20%26%20when%20to%20wait%20https%3A%2F%2Fwww.example.org%2Fblogs%2Fred-eye%2F',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.org%2Fblogs%2Fred-eye%2F',
      linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fwww.example.org%2Fblogs%2Fred-eye%2F&title=Red%20eye%3A%20when%20to%20worry%20%26%20when%20to%20wait',
    });
  });
});
