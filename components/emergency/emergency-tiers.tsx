import type { EmergencyTier } from '@/content/emergency';
import { BulletList } from '@/components/ui/guide-section';

/** The tier's stripe: red for now, through orange and amber, to green for not urgent. */
const stripe: Record<EmergencyTier['id'], string> = {
  now: 'border-red-700 dark:border-red-400',
  today: 'border-orange-600 dark:border-orange-400',
  week: 'border-amber-500 dark:border-amber-300',
  not: 'border-emerald-600 dark:border-emerald-400',
};

/** Come now / today / within a week / not an emergency, most urgent first. */
export function EmergencyTiers({ tiers }: { tiers: readonly EmergencyTier[] }) {
  return (
    <ol className="space-y-5">
      {tiers.map((tier) => (
        <li key={tier.id} data-tier={tier.id} className={`rounded-lg border-l-8 bg-white p-5 shadow-sm dark:bg-slate-900 ${stripe[tier.id]}`}>
          <h3 className="text-xl font-bold">{tier.title}</h3>
          <p className="mt-1 font-semibold">{tier.action}</p>
          <BulletList items={tier.signs} className="mt-3" />
        </li>
      ))}
    </ol>
  );
}
