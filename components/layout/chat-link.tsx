import { FaWhatsapp } from 'react-icons/fa6';

/** WhatsApp chat with a prefilled greeting; large screens only (SPEC). */
export function ChatLink({ number, greeting, label }: { number: string; greeting: string; label: string }) {
  const href = `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-link"
      className="fixed bottom-4 left-4 z-30 hidden h-12 items-center gap-2 rounded-full bg-[#137a3e] px-4 font-semibold text-white shadow-lg hover:bg-[#0f6332] lg:inline-flex"
    >
      <FaWhatsapp aria-hidden="true" className="h-6 w-6" />
      <span className="sr-only">{label}</span>
    </a>
  );
}
