import type { Dictionary, Locale } from '@/lib/i18n';
import { mailtoHref } from '@/lib/validation';
import { MixedText } from '@/components/ui/mixed-text';

export interface Giving {
  bank: { accountName: string; accountNumber: string; ifsc: string; bank: string };
  upi: string;
  note: string;
  receipt: { email: string; subject: string };
}

type GivingText = Pick<Dictionary['common']['donate'], 'upi' | 'bankTransfer' | 'accountName' | 'accountNumber' | 'ifsc' | 'bank' | 'receipt'>;

/**
 * The ways to give that need no script: UPI ID and bank account, then where to e-mail for a
 * receipt (the note asks donors to). One component for the Contribute dialog and for the block
 * above the footer that shows them without JavaScript, so a donor reads the same details in both.
 * `heading` is the level of "UPI ID", "Bank transfer" and "Receipt" under the surrounding heading.
 */
export function GivingDetails({ giving, text, locale, heading: Heading }: { giving: Giving; text: GivingText; locale: Locale; heading: 'h3' | 'h4' }) {
  return (
    <>
      <div>
        <Heading className="font-semibold">{text.upi}</Heading>
        <p className="mt-1 font-mono text-base" data-testid="donate-upi">
          {giving.upi}
        </p>
      </div>
      <div>
        <Heading className="font-semibold">{text.bankTransfer}</Heading>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="donate-bank">
          <dt>{text.accountName}</dt>
          <dd>
            <MixedText text={giving.bank.accountName} locale={locale} />
          </dd>
          <dt>{text.accountNumber}</dt>
          <dd className="font-mono">{giving.bank.accountNumber}</dd>
          <dt>{text.ifsc}</dt>
          <dd className="font-mono">{giving.bank.ifsc}</dd>
          <dt>{text.bank}</dt>
          <dd>
            <MixedText text={giving.bank.bank} locale={locale} />
          </dd>
        </dl>
      </div>
      <div>
        <Heading className="font-semibold">{text.receipt}</Heading>
        <a
          href={mailtoHref(giving.receipt.email, giving.receipt.subject)}
          className="mt-1 inline-block py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-200 dark:hover:text-brand-100"
          data-testid="donate-receipt"
        >
          {giving.receipt.email}
        </a>
      </div>
    </>
  );
}
