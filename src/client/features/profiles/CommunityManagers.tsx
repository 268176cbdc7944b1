import { useState } from 'react';
import type { CommunityManagers as Managers, SubsiteCard } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Link } from '../../ui/Link.tsx';

const FIRST = 3;

function RoleList({ title, people }: { title: string; people: SubsiteCard[] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  if (people.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-[13px] font-medium text-muted">{title}</h3>
      <ul className="flex flex-col gap-2">
        {(all ? people : people.slice(0, FIRST)).map((person) => (
          <li key={person.id}>
            <Link href={person.url} className="flex items-center gap-2.5 text-[15px] hover:text-accent">
              <Avatar image={person.avatar} name={person.name} size={28} />
              <span className="truncate">{person.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {people.length > FIRST && (
        <button type="button" className="self-start text-[14px] font-medium text-accent hover:underline" aria-expanded={all} onClick={() => setAll(!all)}>
          {t(all ? 'profiles.managers.hide' : 'profiles.managers.showAll')}
        </button>
      )}
    </div>
  );
}

export function CommunityManagers({ managers, communityUrl }: { managers: Managers; communityUrl: string }) {
  const t = useT();
  return (
    <section aria-labelledby="community-managers" className="mb-4 flex flex-col gap-4 rounded-xl bg-surface px-4 py-4 nav:px-7" data-testid="community-managers">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="community-managers" className="text-[17px] font-semibold">
          {t('profiles.managers.title')}
        </h2>
        <Link href={`${communityUrl}/modlog`} className="text-[14px] font-medium text-accent hover:underline">
          {t('moderation.log.title')}
        </Link>
      </div>
      <div className="grid gap-4 min-[480px]:grid-cols-3">
        {(['admin', 'moder', 'editor'] as const).map((role) => (
          <RoleList key={role} title={t(`profiles.managers.${role}`)} people={managers[role]} />
        ))}
      </div>
    </section>
  );
}
