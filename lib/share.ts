/** Share links for a page (blog posts): each opens the network's own share screen. */

export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  linkedin: string;
}

/** `url` must be absolute. WhatsApp gets title and URL, Facebook the URL, LinkedIn URL and title. */
export function shareLinks(url: string, title: string): ShareLinks {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
  };
}
